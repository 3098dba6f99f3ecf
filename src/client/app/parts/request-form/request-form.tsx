import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { costGuidePath } from "#shared/cost-guide/rules.ts";
import { formatHkd } from "#shared/designs/money.ts";
import { HK_DISTRICTS } from "#shared/matching/districts.ts";
import {
  HOME_STATUSES,
  PROJECT_TYPES,
  PROPERTY_TYPES,
  REQUEST_MAX_BUDGETS,
  REQUEST_MIN_BUDGETS,
  REQUEST_STYLES,
} from "#shared/requests/constants.ts";
import {
  type DesignRequest,
  type NewRequestInput,
  newRequestSchema,
  REQUEST_FIELD_ORDER,
} from "#shared/requests/schema.ts";
import { Button, buttonClasses } from "../../../ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../../ui/card.tsx";
import { ChoiceGroup, Field, NativeSelect, Textarea } from "../../../ui/form-controls.tsx";
import { Link } from "../../../ui/link.tsx";
import { TextField } from "../../../ui/text-field.tsx";
import { toast } from "../../../ui/toast.tsx";
import { useDraft } from "../../../ui/use-draft.ts";
import { useWorkspaceMessages } from "../../i18n.tsx";
import type { SubmitOutcome } from "../../submit-request.ts";
import { ChosenInspirations } from "./chosen-inspirations.tsx";
import { CurrentPhotos } from "./current-photos.tsx";
import { InspirationPicker } from "./inspiration-picker.tsx";
import { PhotosNotAdded } from "./photos-not-added.tsx";
import { usePickedPhotos } from "./picked-photos.ts";
import { WishedDesignersField } from "./wished-designers-field.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

export function RequestForm({
  initial,
  draftKey,
  isEdit,
  saving,
  current,
  draftDelayMs = 1000,
  onCancel,
  onSubmit,
  onSaved,
}: {
  initial: NewRequestInput;
  draftKey: string;
  isEdit: boolean;
  saving: boolean;
  /** The saved request being edited, whose photos are shown and may be removed. */
  current?: Pick<DesignRequest, "id" | "images"> | undefined;
  /** 1 s on the request page (spec 1 §9), 2 s in the dashboard's edit dialog (spec 2 §9). */
  draftDelayMs?: number;
  /** In a dialog: Cancel instead of the link back to the dashboard. */
  onCancel?: () => void;
  /** Saves the request and sends the photos; null when the request itself was refused (the caller said so). */
  onSubmit: (input: NewRequestInput, photos: File[]) => Promise<SubmitOutcome | null>;
  /** The request is saved; `complete` when every photo chosen was added too (else the form says which were not). */
  onSaved: (request: DesignRequest, complete: boolean) => void;
}) {
  const { requests: m, matching, app } = useWorkspaceMessages();
  const f = m.form;
  const schema = useMemo(() => newRequestSchema(m), [m]);
  const form = useForm<NewRequestInput>({
    // Raw values are sent: the server reads the same shapes the spec's screens send.
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const values = form.watch();
  const draft = useDraft(draftKey, values, { enabled: !saving, delayMs: draftDelayMs });
  const photos = usePickedPhotos(draftKey, current?.images.length ?? 0);
  // How many photos the last send did not add; the form says so beside them until they are dealt with.
  const [notAdded, setNotAdded] = useState(0);
  const notAddedNotice = useRef<HTMLDivElement>(null);
  const refusedNow = photos.photos.filter((photo) => photo.refusal !== undefined).length;
  useEffect(() => {
    if (notAdded > 0) notAddedNotice.current?.scrollIntoView({ block: "center" });
  }, [notAdded]);

  const send = async (input: NewRequestInput, withoutRefused = false) => {
    const sending = photos.waiting;
    const outcome = await onSubmit(input, sending);
    if (!outcome) return;
    photos.settle(sending, outcome.refused);
    const missing = outcome.refused.length + (withoutRefused ? 0 : refusedNow);
    setNotAdded(missing);
    if (missing === 0) {
      draft.clear();
      photos.clear();
    }
    onSaved(outcome.request, missing === 0);
  };
  const finishWithoutRefused = () => {
    photos.dropRefused();
    void form.handleSubmit((input) => send(input, true), onInvalid)();
  };

  const onInvalid = (fieldErrors: FieldErrors<NewRequestInput>) => {
    const first = REQUEST_FIELD_ORDER.find((field) => fieldErrors[field as keyof NewRequestInput]);
    const error = first ? fieldErrors[first as keyof NewRequestInput] : undefined;
    const message = error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
    if (message) toast({ title: f.failureTitle, description: String(message), variant: "destructive" });
  };

  const select = (
    name: "propertyType" | "projectType" | "homeStatus" | "district",
    options: readonly string[],
    labels: Record<string, string>,
  ) => (
    <NativeSelect id={`request-${name}`} disabled={saving} {...form.register(name)}>
      <option value="">{f.choose}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option] ?? option}
        </option>
      ))}
    </NativeSelect>
  );
  const budgetError =
    errors.budget?.message ??
    errors.budget?.root?.message ??
    errors.budget?.min?.message ??
    errors.budget?.max?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => send(input), onInvalid)}
      className="flex flex-col gap-6"
    >
      <Section title={f.sections.property}>
        <TextField
          id="request-propertyAddress"
          label={f.fields.propertyAddress}
          required
          autoComplete="street-address"
          placeholder={f.placeholders.propertyAddress}
          disabled={saving}
          error={errors.propertyAddress?.message}
          className="sm:col-span-2"
          {...form.register("propertyAddress")}
        />
        <Field
          id="request-propertyType"
          label={f.fields.propertyType}
          required
          error={errors.propertyType?.message}
        >
          {select("propertyType", PROPERTY_TYPES, f.propertyTypes)}
        </Field>
        <Field
          id="request-projectType"
          label={f.fields.projectType}
          required
          error={errors.projectType?.message}
        >
          {select("projectType", PROJECT_TYPES, f.projectTypes)}
        </Field>
        <Field id="request-homeStatus" label={f.fields.homeStatus} error={errors.homeStatus?.message}>
          {select("homeStatus", HOME_STATUSES, f.homeStatuses)}
        </Field>
        <Field id="request-district" label={f.fields.district} error={errors.district?.message}>
          {select("district", HK_DISTRICTS, matching.districtLabels)}
        </Field>
        <TextField
          id="request-squareFootage"
          label={f.fields.squareFootage}
          required
          inputMode="numeric"
          placeholder={f.placeholders.squareFootage}
          hint={f.hints.squareFootage}
          disabled={saving}
          error={errors.squareFootage?.message}
          {...form.register("squareFootage")}
        />
      </Section>

      <Section title={f.sections.preferences}>
        <Field id="request-budgetMin" label={f.fields.budgetMin} required error={budgetError}>
          <NativeSelect id="request-budgetMin" disabled={saving} {...form.register("budget.min")}>
            {REQUEST_MIN_BUDGETS.map((amount) => (
              <option key={amount} value={formatHkd(amount)}>
                {formatHkd(amount)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="request-budgetMax" label={f.fields.budgetMax} required>
          <NativeSelect id="request-budgetMax" disabled={saving} {...form.register("budget.max")}>
            {REQUEST_MAX_BUDGETS.map((amount) => (
              <option key={amount} value={formatHkd(amount)}>
                {formatHkd(amount)}
              </option>
            ))}
            <option value={f.openTop}>{f.openTop}</option>
          </NativeSelect>
        </Field>
        <p className="text-sm sm:col-span-2">
          <a
            href={costGuidePath(values)}
            target="_blank"
            rel="noopener"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {f.costGuide.link}
          </a>{" "}
          <span className="text-muted-foreground">{f.costGuide.hint}</span>
        </p>
        <ChoiceGroup
          id="request-styles"
          legend={f.fields.designStyle}
          error={errors.designStyle?.message ?? errors.designStyle?.root?.message}
          className="sm:col-span-2"
        >
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {REQUEST_STYLES.map((style) => (
              <label
                key={style}
                className="flex items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-secondary"
              >
                <input
                  type="checkbox"
                  value={style}
                  disabled={saving}
                  className="size-4 accent-[var(--color-primary)]"
                  {...form.register("designStyle")}
                />
                {f.styleLabels[style] ?? style}
              </label>
            ))}
          </div>
        </ChoiceGroup>
        <WishedDesignersField
          ids={values.wishedDesignerIds ?? []}
          onChange={(ids) => form.setValue("wishedDesignerIds", ids, { shouldDirty: true })}
          disabled={saving}
        />
      </Section>

      <Section title={f.sections.description}>
        <Field
          id="request-description"
          label={f.fields.description}
          required
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Textarea
            id="request-description"
            rows={6}
            placeholder={f.placeholders.description}
            disabled={saving}
            aria-describedby="request-description-hint"
            {...form.register("description")}
          />
          <p id="request-description-hint" className="text-xs text-muted-foreground">
            {f.hints.description}
          </p>
        </Field>
        <TextField
          id="request-mobileNumber"
          label={f.fields.mobileNumber}
          required
          type="tel"
          autoComplete="tel"
          placeholder={f.placeholders.mobileNumber}
          disabled={saving}
          error={errors.mobileNumber?.message}
          {...form.register("mobileNumber")}
        />
      </Section>

      <Section title={f.sections.collaborators}>
        {(
          [
            ["hasContractor", "contractorNames"],
            ["hasPastCollaborations", "pastCollaborationNames"],
          ] as const
        ).map(([toggle, names]) => (
          <div key={toggle} className="flex flex-col gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                disabled={saving}
                className="size-4 accent-[var(--color-primary)]"
                {...form.register(toggle)}
              />
              {f.fields[toggle]}
            </label>
            {/* Spec 1 §2: the names field shows only while its box is ticked. */}
            {values[toggle] && (
              <TextField
                id={`request-${names}`}
                label={f.fields[names]}
                placeholder={f.placeholders[names]}
                disabled={saving}
                error={errors[names]?.message}
                {...form.register(names)}
              />
            )}
          </div>
        ))}
      </Section>

      <Section title={f.inspirations}>
        <ChosenInspirations
          ids={values.inspirationDesignIds ?? []}
          onChange={(ids) => form.setValue("inspirationDesignIds", ids, { shouldDirty: true })}
          disabled={saving}
        />
        {current && <CurrentPhotos request={current} disabled={saving} />}
        {notAdded > 0 && refusedNow > 0 && (
          <PhotosNotAdded
            ref={notAddedNotice}
            count={refusedNow}
            disabled={saving}
            onFinishWithout={finishWithoutRefused}
          />
        )}
        <InspirationPicker photos={photos} disabled={saving} />
      </Section>

      <div className="flex flex-col gap-2">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            disabled={saving}
            aria-invalid={errors.agreedToTerms ? true : undefined}
            aria-describedby={errors.agreedToTerms ? "request-agreedToTerms-error" : undefined}
            className="mt-0.5 size-4 accent-[var(--color-primary)]"
            {...form.register("agreedToTerms")}
          />
          <span>
            {f.fields.agreedToTerms}{" "}
            <span className="text-muted-foreground">
              (
              <Link to="/terms" className="text-primary underline underline-offset-4">
                {app.footer.terms}
              </Link>
              {" · "}
              <Link to="/privacy" className="text-primary underline underline-offset-4">
                {app.footer.privacy}
              </Link>
              )
            </span>
          </span>
        </label>
        {errors.agreedToTerms && (
          <p id="request-agreedToTerms-error" role="alert" className="text-sm text-destructive">
            {errors.agreedToTerms.message}
          </p>
        )}
      </div>

      <div className="flex items-center justify-between gap-4">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {f.cancel}
          </Button>
        ) : (
          <Link to="/dashboard" className={buttonClasses({ variant: "outline" })}>
            {f.previous}
          </Link>
        )}
        <div className="flex items-center gap-3">
          <span role="status" className="text-sm text-muted-foreground">
            {{ idle: "", saving: f.draftSaving, saved: f.draftSaved, failed: f.draftFailed }[draft.state]}
          </span>
          <Button type="submit" size="lg" disabled={saving}>
            {saving
              ? onCancel
                ? f.saving
                : f.submitting
              : onCancel
                ? f.saveForm
                : isEdit
                  ? f.update
                  : f.submit}
          </Button>
        </div>
      </div>
    </form>
  );
}
