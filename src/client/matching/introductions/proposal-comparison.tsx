import { labelsOf } from "#shared/i18n/label-of.ts";
import type { Introduction } from "#shared/matching/introductions.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Button } from "../../ui/button.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { Link } from "../../ui/link.tsx";
import { feeLabel } from "./fee-label.ts";

/**
 * The accepted designers' proposals, one card each with the same rows in the same order so the
 * homeowner compares like with like (issue: matching §4), and a way to choose each designer. On a
 * phone the cards stack one under another; from the large breakpoint they stand side by side and
 * their rows line up (a subgrid), nothing off to the side.
 */
export function ProposalComparison({
  introductions,
  onChoose,
  choosing,
}: {
  introductions: Introduction[];
  onChoose: (introduction: Introduction) => void;
  choosing: boolean;
}) {
  const { matching, app } = useWorkspaceMessages();
  const { proposal: t, client } = matching.introductions;
  const dates = useDateFormats();
  const rows: [string, (introduction: Introduction) => string][] = [
    [t.fee, (i) => (i.proposal ? feeLabel(i.proposal) : t.none)],
    [
      t.scope,
      (i) => (i.proposal ? app.formats.list(labelsOf(t.scopeLabels, i.proposal.scopeItems)) : t.none),
    ],
    [t.scopeNotes, (i) => i.proposal?.scopeNotes || t.none],
    [t.timeline, (i) => (i.proposal ? t.weeks(i.proposal.timelineWeeks) : t.none)],
    [t.siteVisit, (i) => formatDate(i.proposal?.earliestSiteVisit, dates.long, t.none)],
    [t.note, (i) => i.proposal?.note || t.none],
  ];
  return (
    // Eight rows side by side: the name, the six parts of a proposal, the choose button.
    <ul className="grid gap-4 lg:auto-cols-fr lg:grid-flow-col lg:grid-rows-[repeat(8,auto)]">
      {introductions.map((introduction) => (
        <li
          key={introduction.id}
          aria-labelledby={`proposal-${introduction.id}`}
          className="flex flex-col gap-3 rounded-lg border border-border p-4 lg:row-span-8 lg:grid lg:grid-rows-subgrid"
        >
          <div>
            <h4 id={`proposal-${introduction.id}`} className="font-semibold">
              {introduction.designer.name}
            </h4>
            {introduction.designer.isVetted && (
              <Link
                to={`/designers/${introduction.designer.id}`}
                className="text-sm text-primary underline-offset-4 hover:underline"
              >
                {client.viewProfile}
              </Link>
            )}
          </div>
          <dl className="flex flex-col gap-3 lg:row-span-6 lg:grid lg:grid-rows-subgrid">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-sm whitespace-pre-line">{value(introduction)}</dd>
              </div>
            ))}
          </dl>
          <Button
            className="self-start justify-self-start"
            disabled={choosing}
            onClick={() => onChoose(introduction)}
          >
            {client.choose(introduction.designer.name)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
