import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { displayName } from "#shared/auth/display.ts";
import { DESIGN_STYLES } from "#shared/designs/constants.ts";
import { formatHkd } from "#shared/designs/money.ts";
import {
  PORTFOLIO_MAX_BUDGETS,
  PORTFOLIO_MIN_BUDGETS,
  type PortfolioItemInput,
  portfolioItemSchema,
} from "#shared/designs/portfolio.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { Button } from "../../ui/button.tsx";
import { ChoiceGroup, Field, NativeSelect } from "../../ui/form-controls.tsx";
import { ToggleChip } from "../../ui/toggle-chip.tsx";
import { useDraft } from "../../ui/use-draft.ts";
import type { DesignerOption } from "../api/get-designer-options.ts";
import { type ImageSelection, mainKeyOf, PortfolioImageManager } from "./portfolio-image-manager.tsx";
import { PortfolioTextFields } from "./portfolio-text-fields.tsx";

/** The owner choice an admin gets: every designer, plus the item's current one in case the list has not come. */
export interface DesignerChoice {
  options: DesignerOption[];
  current: { id: string; name: string } | null;
}

const sameImages = (a: ImageSelection, b: ImageSelection) =>
  mainKeyOf(a) === mainKeyOf(b) &&
  a.images.length === b.images.length &&
  a.images.every((image, index) => image.key === b.images[index]?.key);

/** Spec 2 §2, §5: the create and edit dialog's form. */
export function PortfolioItemForm({
  initial,
  initialImages,
  designerChoice,
  draftKey,
  saving,
  onCancel,
  onSubmit,
}: {
  initial: PortfolioItemInput;
  initialImages: ImageSelection;
  /** Admins only: whose design this is. */
  designerChoice: DesignerChoice | null;
  /** Create only: where the draft is kept. */
  draftKey: string | null;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (
    input: PortfolioItemInput,
    images: ImageSelection & { changed: boolean },
    clearDraft: () => void,
  ) => void;
}) {
  const { designs } = useWorkspaceMessages();
  const p = designs.portfolio;
  const d = p.dialog;
  const schema = useMemo(
    () => portfolioItemSchema(p, { designerRequired: Boolean(designerChoice) }),
    [p, designerChoice],
  );
  const form = useForm<PortfolioItemInput>({
    // Raw values are sent: the server reads the same shapes and applies the same schema.
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const current = designerChoice?.current;
  const draft = useDraft(draftKey ?? "", form.watch(), {
    enabled: Boolean(draftKey) && !saving,
    delayMs: 1000,
  });
  const [images, setImages] = useState(initialImages);
  const [imagesError, setImagesError] = useState<string>();

  // Previews of chosen files live as long as the form.
  const latest = useRef(images);
  latest.current = images;
  useEffect(
    () => () => {
      for (const image of latest.current.images) if (image.file) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const checkImages = () => {
    const error = images.images.length === 0 ? p.images.none : undefined;
    setImagesError(error);
    return !error;
  };
  const submit = form.handleSubmit(
    (input) => {
      if (checkImages())
        onSubmit(input, { ...images, changed: !sameImages(images, initialImages) }, draft.clear);
    },
    () => checkImages(),
  );
  const budgetError =
    errors.budget?.message ??
    errors.budget?.root?.message ??
    errors.budget?.min?.message ??
    errors.budget?.max?.message;
  // An older item's amount off the list stays visible (not silently replaced); saving asks for a listed one.
  const budgetSelect = (name: "budget.min" | "budget.max", amounts: readonly number[], current: unknown) => {
    const labels = amounts.map(formatHkd);
    const shown = typeof current === "string" && !labels.includes(current) ? [current, ...labels] : labels;
    return (
      <NativeSelect
        id={`portfolio-${name.replace(".", "-")}`}
        disabled={saving}
        aria-invalid={budgetError ? true : undefined}
        {...form.register(name)}
      >
        {shown.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </NativeSelect>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {designerChoice && (
        <Field id="portfolio-designer" label={d.fields.designer} required error={errors.designerId?.message}>
          <NativeSelect
            id="portfolio-designer"
            disabled={saving}
            aria-invalid={errors.designerId ? true : undefined}
            {...form.register("designerId")}
          >
            <option value="">{d.fields.chooseDesigner}</option>
            {/* The current owner keeps one option node, so the choice survives the list arriving. */}
            {current && <option value={current.id}>{current.name}</option>}
            {designerChoice.options
              .filter((option) => option.id !== current?.id)
              .map((option) => (
                <option key={option.id} value={option.id}>
                  {displayName(option)}
                </option>
              ))}
          </NativeSelect>
        </Field>
      )}
      <PortfolioTextFields register={form.register} errors={errors} disabled={saving} />
      <Controller
        control={form.control}
        name="style"
        render={({ field, fieldState }) => {
          const chosen = Array.isArray(field.value) ? field.value : [field.value];
          const toggle = (style: string) =>
            field.onChange(chosen.includes(style) ? chosen.filter((s) => s !== style) : [...chosen, style]);
          return (
            <ChoiceGroup
              id="portfolio-style"
              legend={d.fields.style}
              error={fieldState.error?.message ?? fieldState.error?.root?.message}
            >
              <div className="mt-2 flex flex-wrap gap-2">
                {DESIGN_STYLES.map((style) => {
                  const on = chosen.includes(style);
                  return (
                    <ToggleChip
                      key={style}
                      label={designs.styleLabels[style]}
                      on={on}
                      disabled={saving}
                      onToggle={() => toggle(style)}
                    />
                  );
                })}
              </div>
            </ChoiceGroup>
          );
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="portfolio-budget-min" label={d.fields.budgetMin} required error={budgetError}>
          {budgetSelect("budget.min", PORTFOLIO_MIN_BUDGETS, initial.budget.min)}
        </Field>
        <Field id="portfolio-budget-max" label={d.fields.budgetMax} required>
          {budgetSelect("budget.max", PORTFOLIO_MAX_BUDGETS, initial.budget.max)}
        </Field>
      </div>
      <PortfolioImageManager
        value={images}
        onChange={(next) => {
          setImages(next);
          if (next.images.length > 0) setImagesError(undefined);
        }}
        disabled={saving}
        error={imagesError}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          {d.cancel}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? d.saving : d.save}
        </Button>
      </div>
    </form>
  );
}
