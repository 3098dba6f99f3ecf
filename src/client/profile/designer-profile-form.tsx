import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { DESIGN_STYLES } from "#shared/designs/constants.ts";
import { formatHkd } from "#shared/designs/money.ts";
import { HK_DISTRICTS } from "#shared/matching/districts.ts";
import { DESIGNER_LANGUAGES } from "#shared/matching/languages.ts";
import {
  type DesignerProfileInput,
  designerProfileSchema,
  type OwnDesignerProfile,
  YEARS_EXPERIENCE_MAX,
} from "#shared/matching/profile.ts";
import { PROPERTY_TYPES, REQUEST_MAX_BUDGETS, REQUEST_MIN_BUDGETS } from "#shared/requests/constants.ts";
import { errorText } from "../app/api.ts";
import { useWorkspaceMessages } from "../app/i18n.tsx";
import { designerPath } from "../app/parts/designer-byline.tsx";
import { Badge } from "../ui/badge.tsx";
import { Button, buttonClasses } from "../ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card.tsx";
import { Field, Input, NativeSelect } from "../ui/form-controls.tsx";
import { BadgeCheck, Clock, ExternalLink } from "../ui/icons.tsx";
import { Link } from "../ui/link.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { toast } from "../ui/toast.tsx";
import { useOwnDesignerProfile, useSaveDesignerProfile } from "./api/designer-profile.ts";
import { BioFields } from "./bio-fields.tsx";

/** The form's values: selects and number fields hold text; blank means not stated. */
function toValues(profile: OwnDesignerProfile): DesignerProfileInput {
  const text = (value: number | null) => (value === null ? "" : String(value));
  return {
    bioEn: profile.bioEn,
    bioZh: profile.bioZh,
    yearsExperience: text(profile.yearsExperience),
    specialties: profile.specialties,
    districts: profile.districts,
    propertyTypes: profile.propertyTypes,
    languages: profile.languages,
    budgetMin: text(profile.budgetMin),
    budgetMax: text(profile.budgetMax),
  };
}

/** The list's amounts, plus a saved one off the list, so it is shown rather than silently replaced. */
function amountOptions(amounts: readonly number[], saved: number | null): number[] {
  return saved === null || amounts.includes(saved) ? [...amounts] : [saved, ...amounts];
}

function CheckboxGrid<Option extends string>({
  legend,
  options,
  labels,
  error,
  disabled,
  columns,
  register,
}: {
  legend: string;
  options: readonly Option[];
  labels: Readonly<Record<Option, string>>;
  error: string | undefined;
  disabled: boolean;
  columns: string;
  register: ReturnType<ReturnType<typeof useForm<DesignerProfileInput>>["register"]>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => (
          <label
            key={option}
            className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-secondary"
          >
            <input
              type="checkbox"
              value={option}
              disabled={disabled}
              className="size-4 accent-[var(--color-primary)]"
              {...register}
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function VettingStatus({ profile }: { profile: OwnDesignerProfile }) {
  const t = useWorkspaceMessages().matching.profiles.form;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        {profile.isVetted ? (
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        ) : (
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
        )}
        <div>
          <Badge tone={profile.isVetted ? "success" : "warning"}>
            {profile.isVetted ? t.vetted : t.notVetted}
          </Badge>
          <p className="mt-1 text-sm text-muted-foreground">
            {profile.isVetted ? t.vettedText : t.notVettedText}
          </p>
        </div>
      </div>
      {profile.isVetted && (
        <Link
          to={designerPath(profile.designerId)}
          className={buttonClasses({
            variant: "outline",
            size: "sm",
            className: "self-start sm:self-center",
          })}
        >
          <ExternalLink aria-hidden="true" />
          {t.viewPublic}
        </Link>
      )}
    </div>
  );
}

function ProfileFields({ profile }: { profile: OwnDesignerProfile }) {
  const { matching, designs } = useWorkspaceMessages();
  const m = matching.profiles;
  const f = m.fields;
  const t = m.form;
  const schema = useMemo(() => designerProfileSchema(m), [m]);
  const save = useSaveDesignerProfile();
  const form = useForm<DesignerProfileInput>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: toValues(profile),
  });
  const { errors } = form.formState;
  const saving = save.isPending;
  const message = (error: { message?: string } | undefined) => error?.message;

  const onSubmit = (input: DesignerProfileInput) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(toValues(saved));
        toast({ title: t.saved, description: t.savedText, variant: "success" });
      },
      onError: (error) =>
        toast({ title: t.failed, description: errorText(error, t.failedText), variant: "destructive" }),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <VettingStatus profile={profile} />
      <BioFields register={form.register} errors={errors} disabled={saving} />
      <Field
        id="designer-years"
        label={f.yearsExperience}
        error={message(errors.yearsExperience)}
        className="sm:max-w-56"
      >
        <Input
          id="designer-years"
          type="number"
          inputMode="numeric"
          min={0}
          max={YEARS_EXPERIENCE_MAX}
          step={1}
          disabled={saving}
          aria-invalid={errors.yearsExperience ? true : undefined}
          {...form.register("yearsExperience")}
        />
      </Field>
      <CheckboxGrid
        legend={f.specialties}
        options={DESIGN_STYLES}
        labels={designs.styleLabels}
        error={message(errors.specialties)}
        disabled={saving}
        columns="grid-cols-2 sm:grid-cols-4"
        register={form.register("specialties")}
      />
      <CheckboxGrid
        legend={f.districts}
        options={HK_DISTRICTS}
        labels={matching.districtLabels}
        error={message(errors.districts)}
        disabled={saving}
        columns="grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-3"
        register={form.register("districts")}
      />
      <CheckboxGrid
        legend={f.propertyTypes}
        options={PROPERTY_TYPES}
        labels={m.propertyTypeLabels}
        error={message(errors.propertyTypes)}
        disabled={saving}
        columns="grid-cols-2 sm:grid-cols-4"
        register={form.register("propertyTypes")}
      />
      <CheckboxGrid
        legend={f.languages}
        options={DESIGNER_LANGUAGES}
        labels={m.languageLabels}
        error={message(errors.languages)}
        disabled={saving}
        columns="grid-cols-2 sm:grid-cols-4"
        register={form.register("languages")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="designer-budget-min" label={f.budgetMin} error={message(errors.budgetMin)}>
          <NativeSelect id="designer-budget-min" disabled={saving} {...form.register("budgetMin")}>
            <option value="">{m.page.notStated}</option>
            {amountOptions(REQUEST_MIN_BUDGETS, profile.budgetMin).map((amount) => (
              <option key={amount} value={String(amount)}>
                {formatHkd(amount)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="designer-budget-max" label={f.budgetMax} error={message(errors.budgetMax)}>
          <NativeSelect
            id="designer-budget-max"
            disabled={saving}
            aria-invalid={errors.budgetMax ? true : undefined}
            {...form.register("budgetMax")}
          >
            <option value="">{f.noUpperLimit}</option>
            {amountOptions(REQUEST_MAX_BUDGETS, profile.budgetMax).map((amount) => (
              <option key={amount} value={String(amount)}>
                {formatHkd(amount)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex justify-end border-t border-border pt-4">
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

/** The designer's public profile, edited in /dashboard/profile (issue 7 §1). */
export function DesignerProfileForm() {
  const t = useWorkspaceMessages().matching.profiles.form;
  const { data: profile, isError } = useOwnDesignerProfile();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {isError ? (
          <p className="text-sm text-destructive">{t.loadError}</p>
        ) : profile ? (
          <ProfileFields profile={profile} />
        ) : (
          <div className="flex flex-col gap-4" aria-hidden="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-32" />
            <Skeleton className="h-24" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
