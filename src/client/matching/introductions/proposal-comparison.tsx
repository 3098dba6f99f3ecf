import { Link } from "react-router";
import { labelsOf } from "#shared/i18n/label-of.ts";
import type { Introduction } from "#shared/matching/introductions.ts";
import { useMessages } from "../../app/i18n.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Button } from "../../ui/button.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { Table, TableCell, TableHead, TableRow } from "../../ui/table.tsx";
import { feeLabel } from "./fee-label.ts";

/**
 * The accepted designers' proposals side by side, one column each, so the homeowner compares the
 * same things (issue: matching §4), with a way to choose each designer.
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
  const { matching, app } = useMessages();
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
    <Table>
      <thead>
        <tr>
          <TableHead className="sticky left-0 z-10 w-28 bg-card sm:w-40">{client.designer}</TableHead>
          {introductions.map((introduction) => (
            <TableHead key={introduction.id} className="min-w-56 text-sm text-foreground">
              <span className="block font-semibold">{introduction.designer.name}</span>
              {introduction.designer.isVetted && (
                <Link
                  to={`/designers/${introduction.designer.id}`}
                  className="font-normal text-primary underline-offset-4 hover:underline"
                >
                  {client.viewProfile}
                </Link>
              )}
            </TableHead>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableHead
              scope="row"
              className="sticky left-0 z-10 h-auto w-28 border-0 bg-card py-3 align-top whitespace-normal sm:w-40"
            >
              {label}
            </TableHead>
            {introductions.map((introduction) => (
              <TableCell key={introduction.id} className="align-top whitespace-pre-line">
                {value(introduction)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        <tr>
          <td />
          {introductions.map((introduction) => (
            <TableCell key={introduction.id}>
              <Button disabled={choosing} onClick={() => onChoose(introduction)}>
                {client.choose(introduction.designer.name)}
              </Button>
            </TableCell>
          ))}
        </tr>
      </tbody>
    </Table>
  );
}
