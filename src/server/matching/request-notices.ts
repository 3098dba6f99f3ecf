import { displayName } from "#shared/auth/display.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { formatHongKongTime } from "#shared/matching/business-days.ts";
import { NOTIFICATION_KINDS } from "#shared/matching/notifications.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import type { Notice } from "./notify.ts";

const m = englishMessages.matching.notifications.newRequest;

/** What admins are told of a new request: who, what, and when introductions are due; opens it on the desk. */
export function newRequestNotice(request: DesignRequest): Notice {
  const client = request.client ? displayName(request.client) : englishMessages.requests.desk.unknownClient;
  return {
    kind: NOTIFICATION_KINDS.requestSubmitted,
    title: m.title(client),
    body: m.body({
      propertyType: request.propertyType,
      projectType: request.projectType,
      styles: request.designStyle.join(", "),
      due: request.dueAt ? formatHongKongTime(new Date(request.dueAt), "EEE d MMM yyyy, HH:mm") : "–",
    }),
    link: `/dashboard/forms?id=${request.id}`,
  };
}
