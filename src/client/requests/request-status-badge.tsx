import type { RequestStatus } from "#shared/requests/constants.ts";
import { useMessages } from "../app/i18n.tsx";
import { Badge } from "../ui/badge.tsx";

/** Spec 2 §4: confirmed green, submitted yellow. */
export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  const m = useMessages().requests.myForms.status;
  return (
    <Badge tone={status === "confirmed" ? "success" : "warning"} className={className}>
      {m[status] ?? status}
    </Badge>
  );
}
