import type { ReactNode } from "react";
import { displayName } from "#shared/auth/display.ts";
import { labelOf } from "#shared/i18n/label-of.ts";
import { requestStyles } from "#shared/requests/request-labels.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { useWorkspaceMessages } from "../../app/i18n.tsx";
import { RequestStatusBadge } from "../../app/parts/request-status-badge.tsx";
import { useDateFormats } from "../../app/use-date-formats.ts";
import { Button } from "../../ui/button.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { Eye } from "../../ui/icons.tsx";
import { SkeletonRows, Table, TableCell, TableHead, TableRow } from "../../ui/table.tsx";

/**
 * The desk's requests as a table (spec 2 §2). The dashboard calls the project type 'Form Type'
 * and offers only a view action; the forms screen passes its full row menu as `rowActions`.
 */
export function DeskTable({
  items,
  loading,
  typeHeading,
  onView,
  rowActions,
}: {
  items: DesignRequest[];
  loading: boolean;
  typeHeading: string;
  onView: (request: DesignRequest) => void;
  rowActions?: (request: DesignRequest) => ReactNode;
}) {
  const messages = useWorkspaceMessages();
  const m = messages.requests;
  const t = m.desk;
  const dates = useDateFormats();
  return (
    <Table>
      <thead>
        <tr>
          <TableHead>{t.columns.clientName}</TableHead>
          <TableHead className="hidden sm:table-cell">{typeHeading}</TableHead>
          <TableHead className="hidden lg:table-cell">{t.columns.style}</TableHead>
          <TableHead className="hidden md:table-cell">{t.columns.budget}</TableHead>
          <TableHead className="hidden sm:table-cell">{t.columns.submitted}</TableHead>
          <TableHead>{t.columns.status}</TableHead>
          <TableHead align="end">
            <span className="sr-only">{t.columns.actions}</span>
          </TableHead>
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <SkeletonRows columns={7} />
        ) : (
          items.map((request) => (
            <TableRow key={request.id}>
              <TableCell>
                <button
                  type="button"
                  onClick={() => onView(request)}
                  className="text-left font-medium whitespace-nowrap hover:underline"
                >
                  {(request.client && displayName(request.client)) || t.unknownClient}
                </button>
                <span className="block text-xs text-muted-foreground sm:hidden">
                  {formatDate(request.createdAt, dates.short, m.myForms.unknownDate)}
                </span>
              </TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {labelOf(m.form.projectTypes, request.projectType)}
              </TableCell>
              <TableCell className="hidden max-w-48 truncate lg:table-cell">
                {requestStyles(request.designStyle, messages)}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap md:table-cell">
                {request.budget.min} - {request.budget.max}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {formatDate(request.createdAt, dates.short, m.myForms.unknownDate)}
              </TableCell>
              <TableCell>
                <RequestStatusBadge status={request.status} />
              </TableCell>
              <TableCell className="text-right">
                {rowActions ? (
                  rowActions(request)
                ) : (
                  <Button variant="ghost" size="icon" aria-label={t.view} onClick={() => onView(request)}>
                    <Eye aria-hidden="true" />
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </tbody>
    </Table>
  );
}
