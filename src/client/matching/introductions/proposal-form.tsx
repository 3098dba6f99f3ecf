import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { Controller, type Resolver, useForm, useWatch } from "react-hook-form";
import { hongKongToday } from "#shared/matching/business-days.ts";
import { PROPOSAL_SCOPE_ITEMS } from "#shared/matching/constants.ts";
import { contactKindsIn } from "#shared/matching/contact-screening.ts";
import { type Proposal, type ProposalInput, proposalSchema } from "#shared/matching/introductions.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { bindField } from "../../ui/bind-field.ts";
import { Button } from "../../ui/button.tsx";
import { ChoiceGroup, Field, NativeSelect, Textarea } from "../../ui/form-controls.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { ToggleChip } from "../../ui/toggle-chip.tsx";
import { ComposerWarning } from "./hidden-contact.tsx";

const EMPTY: ProposalInput = {
  feeType: "fixed",
  feeMin: "",
  feeMax: null,
  scopeItems: [],
  scopeNotes: "",
  timelineWeeks: "",
  earliestSiteVisit: "",
  note: "",
};

/** The designer's proposal (issue: matching §4): fee, scope, timeline, site visit, note. */
export function ProposalForm({
  initial,
  saving,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: Proposal | null;
  saving: boolean;
  submitLabel: string;
  onSubmit: (proposal: ProposalInput) => void;
  onCancel?: () => void;
}) {
  const { matching } = useWorkspaceMessages();
  const t = matching.introductions.proposal;
  const schema = useMemo(() => proposalSchema(matching.introductions), [matching]);
  const form = useForm<ProposalInput>({
    // Raw values are sent: the server reads the same shapes (numbers as the inputs' text).
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<ProposalInput>,
    defaultValues: initial ?? EMPTY,
  });
  const field = bindField(form, saving);
  const feeType = useWatch({ control: form.control, name: "feeType" });
  // A proposal is only written before the homeowner chooses: its words are screened as a message's are.
  const ownWords = useWatch({ control: form.control, name: ["scopeNotes", "note"] }).join("\n");
  const aboutToHide = contactKindsIn(ownWords, { ownHosts: [window.location.host] });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5 sm:grid-cols-2">
      <Field id="proposal-fee-type" label={t.feeType} required>
        <NativeSelect id="proposal-fee-type" disabled={saving} {...form.register("feeType")}>
          <option value="fixed">{t.fixed}</option>
          <option value="range">{t.range}</option>
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="proposal-fee-min"
          type="number"
          inputMode="numeric"
          min={0}
          label={feeType === "range" ? t.feeFrom : t.feeMin}
          required
          {...field("feeMin")}
        />
        {feeType === "range" && (
          <TextField
            id="proposal-fee-max"
            type="number"
            inputMode="numeric"
            min={0}
            label={t.feeTo}
            required
            {...field("feeMax")}
          />
        )}
      </div>
      <Controller
        control={form.control}
        name="scopeItems"
        render={({ field: scope, fieldState }) => (
          <ChoiceGroup
            id="proposal-scope"
            legend={t.scope}
            error={fieldState.error?.message}
            className="sm:col-span-2"
          >
            <div className="mt-2 flex flex-wrap gap-2">
              {PROPOSAL_SCOPE_ITEMS.map((item) => {
                const on = scope.value.includes(item);
                return (
                  <ToggleChip
                    key={item}
                    label={t.scopeLabels[item]}
                    on={on}
                    disabled={saving}
                    onToggle={() =>
                      scope.onChange(on ? scope.value.filter((i) => i !== item) : [...scope.value, item])
                    }
                  />
                );
              })}
            </div>
          </ChoiceGroup>
        )}
      />
      <TextField
        id="proposal-scope-notes"
        label={t.scopeNotes}
        className="sm:col-span-2"
        {...field("scopeNotes")}
      />
      <TextField
        id="proposal-timeline"
        type="number"
        inputMode="numeric"
        min={1}
        label={t.timeline}
        required
        {...field("timelineWeeks")}
      />
      <TextField
        id="proposal-site-visit"
        type="date"
        min={hongKongToday()}
        label={t.siteVisit}
        required
        {...field("earliestSiteVisit")}
      />
      <Field
        id="proposal-note"
        label={t.note}
        className="sm:col-span-2"
        error={form.formState.errors.note?.message}
      >
        <Textarea
          id="proposal-note"
          rows={4}
          placeholder={t.notePlaceholder}
          disabled={saving}
          {...form.register("note")}
        />
      </Field>
      {aboutToHide.length > 0 && (
        <div className="sm:col-span-2" aria-live="polite">
          <ComposerWarning kinds={aboutToHide} side="designer" />
        </div>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {matching.introductions.designer.cancel}
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
