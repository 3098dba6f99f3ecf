import { useEffect, useId, useRef, useState } from "react";
import { BUDGET_BANDS, DESIGN_STYLES, type DesignStyle, type PriceSort } from "#shared/designs/constants.ts";
import { useMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { EnabledWhenHydrated } from "../../ui/enabled-when-hydrated.tsx";
import { Input, Label, NativeSelect } from "../../ui/form-controls.tsx";
import { RotateCcw, Search } from "../../ui/icons.tsx";
import type { CatalogueFilters } from "../use-catalogue-filters.ts";

/** Typing waits this long before the list follows, so each key does not cost a request. */
const SEARCH_DEBOUNCE_MS = 300;

export function CatalogueFiltersBar({
  filters,
  update,
  reset,
  isFiltered,
}: {
  filters: CatalogueFilters;
  update: (changes: Partial<CatalogueFilters>, options?: { replace?: boolean }) => void;
  reset: () => void;
  isFiltered: boolean;
}) {
  const { filters: m, styleLabels } = useMessages().designs;
  const id = useId();
  const [text, setText] = useState(filters.q);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The address changed (reset, back button): typing still waiting is dropped, not written over it.
  useEffect(() => {
    clearTimeout(pending.current);
    setText(filters.q);
  }, [filters.q]);
  useEffect(() => () => clearTimeout(pending.current), []);

  function startOver() {
    clearTimeout(pending.current);
    setText("");
    reset();
  }

  function type(value: string) {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => update({ q: value }, { replace: true }), SEARCH_DEBOUNCE_MS);
  }

  return (
    <section
      aria-label={m.label}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
    >
      <EnabledWhenHydrated>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-q`}>{m.search}</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={`${id}-q`}
                type="search"
                value={text}
                onChange={(event) => type(event.target.value)}
                placeholder={m.searchPlaceholder}
                maxLength={100}
                className="pl-9"
              />
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-style`}>{m.style}</Label>
            <NativeSelect
              id={`${id}-style`}
              value={filters.style}
              onChange={(event) => update({ style: event.target.value as DesignStyle | "" })}
            >
              <option value="">{m.allStyles}</option>
              {DESIGN_STYLES.map((style) => (
                <option key={style} value={style}>
                  {styleLabels[style]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-band`}>{m.budget}</Label>
            <NativeSelect
              id={`${id}-band`}
              value={filters.custom ? "" : filters.band}
              disabled={filters.custom}
              onChange={(event) => update({ band: event.target.value })}
            >
              <option value="">{m.anyBudget}</option>
              {BUDGET_BANDS.map((band) => (
                <option key={band.id} value={band.id}>
                  {band.max === null ? m.overTop : m.band(band.min, band.max)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-sort`}>{m.sort}</Label>
            <NativeSelect
              id={`${id}-sort`}
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as PriceSort })}
            >
              <option value="none">{m.sortNone}</option>
              <option value="price-asc">{m.sortAsc}</option>
              <option value="price-desc">{m.sortDesc}</option>
            </NativeSelect>
          </div>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-wrap items-end gap-4">
            <label className="flex h-10 cursor-pointer items-center gap-2 text-sm font-medium">
              <input
                type="checkbox"
                checked={filters.custom}
                onChange={(event) => update({ custom: event.target.checked, band: "" })}
                className="size-4 accent-[var(--color-primary)]"
              />
              {m.customRange}
            </label>
            {filters.custom && (
              <>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-min`}>{m.minK}</Label>
                  <Input
                    id={`${id}-min`}
                    inputMode="numeric"
                    narrow
                    value={filters.minK}
                    placeholder="0"
                    onChange={(event) =>
                      update({ minK: event.target.value.replace(/\D/g, "").slice(0, 7) }, { replace: true })
                    }
                  />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor={`${id}-max`}>{m.maxK}</Label>
                  <Input
                    id={`${id}-max`}
                    inputMode="numeric"
                    narrow
                    value={filters.maxK}
                    placeholder={m.noLimit}
                    onChange={(event) =>
                      update({ maxK: event.target.value.replace(/\D/g, "").slice(0, 7) }, { replace: true })
                    }
                  />
                </div>
              </>
            )}
          </div>
          <Button variant="ghost" onClick={startOver} disabled={!isFiltered}>
            <RotateCcw aria-hidden="true" />
            {m.reset}
          </Button>
        </div>
      </EnabledWhenHydrated>
    </section>
  );
}
