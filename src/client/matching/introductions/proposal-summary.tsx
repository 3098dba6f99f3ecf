import { labelsOf } from "#shared/i18n/label-of.ts";
import type { Proposal } from "#shared/matching/introductions.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { formatDate } from "../../ui/format-date.ts";
import { feeLabel } from "./fee-label.ts";

/** A proposal read back: to the designer who wrote it, and to the homeowner once they chose it. */
export function ProposalSummary({ proposal }: { proposal: Proposal }) {
  const { matching, app } = useWorkspaceMessages();
  const t = matching.introductions.proposal;
  const dates = useDateFormats();
  const rows: [string, string][] = [
    [t.fee, feeLabel(proposal)],
    [t.scope, app.formats.list(labelsOf(t.scopeLabels, proposal.scopeItems))],
    [t.scopeNotes, proposal.scopeNotes || t.none],
    [t.timeline, t.weeks(proposal.timelineWeeks)],
    [t.siteVisit, formatDate(proposal.earliestSiteVisit, dates.long, t.none)],
    [t.note, proposal.note || t.none],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-sm font-medium whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
