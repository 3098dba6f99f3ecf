import { useId } from "react";
import { DESIGN_STYLES } from "#shared/designs/constants.ts";
import { formatHkd } from "#shared/designs/money.ts";
import { DIRECTORY_BUDGETS, DIRECTORY_MIN_RATINGS } from "#shared/matching/directory-options.ts";
import { HK_DISTRICTS, type HkDistrict } from "#shared/matching/districts.ts";
import { DESIGNER_LANGUAGES } from "#shared/matching/languages.ts";
import type { DirectoryMessages } from "../../app/designer-directory-messages.ts";
import { useMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { EnabledWhenHydrated } from "../../ui/enabled-when-hydrated.tsx";
import { Label, NativeSelect } from "../../ui/form-controls.tsx";
import { RotateCcw } from "../../ui/icons.tsx";
import { ToggleChip } from "../../ui/toggle-chip.tsx";
import type { DirectoryFilters } from "./use-directory-filters.ts";

/** Adds `value` to the list or takes it out, keeping the list's own order. */
function toggled<T extends string>(options: readonly T[], chosen: readonly T[], value: T): T[] {
  return options.filter((option) => (option === value ? !chosen.includes(value) : chosen.includes(option)));
}

function ChipGroup<T extends string>({
  legend,
  options,
  chosen,
  labels,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  chosen: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip
            key={option}
            label={labels[option]}
            on={chosen.includes(option)}
            onToggle={() => onChange(toggled(options, chosen, option))}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** District, styles, languages, budget and rating: each change is a new address. */
export function DirectoryFiltersPanel({
  id,
  filters,
  update,
  reset,
  chosen,
  m,
}: {
  id: string;
  filters: DirectoryFilters;
  update: (changes: Partial<DirectoryFilters>) => void;
  reset: () => void;
  chosen: number;
  m: DirectoryMessages;
}) {
  const { designs, matching } = useMessages();
  const field = useId();
  return (
    <section id={id} aria-label={m.filters} className="flex flex-col gap-6">
      <EnabledWhenHydrated>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${field}-district`}>{m.district}</Label>
          <NativeSelect
            id={`${field}-district`}
            value={filters.district}
            onChange={(event) => update({ district: event.target.value as HkDistrict | "" })}
          >
            <option value="">{m.anyDistrict}</option>
            {HK_DISTRICTS.map((district) => (
              <option key={district} value={district}>
                {matching.districtLabels[district]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <ChipGroup
          legend={m.styles}
          options={DESIGN_STYLES}
          chosen={filters.styles}
          labels={designs.styleLabels}
          onChange={(styles) => update({ styles })}
        />
        <ChipGroup
          legend={m.languages}
          options={DESIGNER_LANGUAGES}
          chosen={filters.languages}
          labels={matching.profiles.languageLabels}
          onChange={(languages) => update({ languages })}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${field}-budget`}>{m.budget}</Label>
          <NativeSelect
            id={`${field}-budget`}
            value={filters.budget ?? ""}
            onChange={(event) => update({ budget: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{m.anyBudget}</option>
            {DIRECTORY_BUDGETS.map((amount) => (
              <option key={amount} value={amount}>
                {m.budgetOption(formatHkd(amount))}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${field}-rating`}>{m.rating}</Label>
          <NativeSelect
            id={`${field}-rating`}
            value={filters.minRating ?? ""}
            onChange={(event) =>
              update({ minRating: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{m.anyRating}</option>
            {DIRECTORY_MIN_RATINGS.map((stars) => (
              <option key={stars} value={stars}>
                {m.ratingOption(stars)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {chosen > 0 && (
          <Button variant="outline" onClick={reset} className="self-start">
            <RotateCcw aria-hidden="true" />
            {m.reset}
          </Button>
        )}
      </EnabledWhenHydrated>
    </section>
  );
}
