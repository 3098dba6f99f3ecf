import type { RequestStatus } from "#shared/requests/constants.ts";
import { Badge } from "../../ui/badge.tsx";
import { useWorkspaceMessages } from "../i18n.tsx";

/**
 * Spec 2 §4: confirmed green, submitted yellow; the matching steps in the brand colour, completed green;
 * withdrawn grey.
 */
const TONES = {
  submitted: "warning",
  confirmed: "success",
  matched: "primary",
  in_progress: "primary",
  completed: "success",
  withdrawn: "neutral",
} as const satisfies Record<RequestStatus, string>;

export function RequestStatusBadge({ status, className }: { status: RequestStatus; className?: string }) {
  const m = useWorkspaceMessages().requests.myForms.status;
  return (
    <Badge tone={TONES[status] ?? "neutral"} className={className}>
      {m[status] ?? status}
    </Badge>
  );
}
