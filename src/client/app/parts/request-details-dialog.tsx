import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { labelOf } from "#shared/i18n/label-of.ts";
import { formatHongKongTime } from "#shared/matching/business-days.ts";
import { isWaiting } from "#shared/matching/due.ts";
import { requestStyles } from "#shared/requests/request-labels.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { formatDate } from "../../ui/format-date.ts";
import { Link } from "../../ui/link.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";
import { useDateFormats } from "../use-date-formats.ts";
import { RequestPhotos } from "./request-photos.tsx";
import { RequestStatusBadge } from "./request-status-badge.tsx";

/** The request named by `?id=`, read-only; closing it goes back to the list. */
export function RequestDetailsDialog({
  request,
  closeTo,
  title,
  loading = false,
  actions,
  sections,
}: {
  request: DesignRequest | undefined;
  closeTo: string;
  title?: string;
  loading?: boolean;
  /** What the reader may do with the request (the admin's confirm, revert, delete). */
  actions?: ReactNode;
  /** More about the request below its details, such as the designers introduced to it. */
  sections?: ReactNode;
}) {
  const messages = useWorkspaceMessages();
  const { requests: m, matching } = messages;
  const t = m.myForms;
  const due = matching.notifications.due;
  const dates = useDateFormats();
  const navigate = useNavigate();
  const rows: [string, string | null][] = request
    ? [
        [t.fields.address, request.propertyAddress],
        // The district the suggestions rank designers on (issue 19 §6).
        [m.form.fields.district, request.district && labelOf(matching.districtLabels, request.district)],
        [t.fields.propertyType, labelOf(m.form.propertyTypes, request.propertyType)],
        [t.fields.projectType, labelOf(m.form.projectTypes, request.projectType)],
        [t.fields.homeStatus, request.homeStatus && labelOf(m.form.homeStatuses, request.homeStatus)],
        [t.fields.squareFootage, t.sqft(request.squareFootage)],
        [t.budget, `${request.budget.min} - ${request.budget.max}`],
        [t.style, requestStyles(request.designStyle, messages)],
        [t.fields.mobileNumber, request.mobileNumber],
        [t.fields.contractorNames, request.contractorNames],
        [t.fields.pastCollaborationNames, request.pastCollaborationNames],
        [t.submitted, formatDate(request.createdAt, dates.long, t.unknownDate)],
        [
          due.dueAt,
          request.dueAt && isWaiting(request.status)
            ? due.dueAtValue(
                formatHongKongTime(
                  new Date(request.dueAt),
                  dates.longWithTime.pattern,
                  dates.longWithTime.locale,
                ),
              )
            : null,
        ],
        [t.fields.updated, formatDate(request.updatedAt, dates.long, t.unknownDate)],
      ]
    : [];
  return (
    <Dialog open onOpenChange={(open) => !open && navigate(closeTo, { replace: true })}>
      <DialogContent title={title ?? t.detailsTitle} closeLabel={t.close} width="2xl">
        {loading ? (
          <p className="text-sm text-muted-foreground">{t.loadingDetails}</p>
        ) : request ? (
          <div className="flex flex-col gap-4">
            <RequestStatusBadge status={request.status} className="self-start" />
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {rows
                .filter(([, value]) => value)
                .map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="text-sm font-medium break-words">{value}</dd>
                  </div>
                ))}
            </dl>
            <div>
              <p className="text-xs text-muted-foreground">{t.fields.description}</p>
              <p className="mt-1 text-sm whitespace-pre-line">{request.description}</p>
            </div>
            {request.inspirations.length > 0 && (
              <div className="flex flex-col gap-2">
                <p className="text-xs text-muted-foreground">{t.fields.inspirations}</p>
                <ul className="flex flex-wrap gap-2">
                  {request.inspirations.map((design) => (
                    <li key={design.id}>
                      <Link
                        to={`/design/${design.id}`}
                        className="flex items-center gap-2 rounded-lg border border-border p-1.5 pr-3 text-sm hover:bg-muted"
                      >
                        {design.imageUrl && (
                          <img
                            src={`${design.imageUrl}?w=320`}
                            alt=""
                            className="size-10 rounded object-cover"
                          />
                        )}
                        {design.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <RequestPhotos images={request.images} label={m.form.inspirations} />
            {sections}
            {actions && (
              <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">{actions}</div>
            )}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{t.notFound}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
