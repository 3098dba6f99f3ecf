import { displayName } from "#shared/auth/display.ts";
import { labelOf, labelsOf } from "#shared/i18n/label-of.ts";
import { formatHongKongTime } from "#shared/matching/business-days.ts";
import { NOTIFICATION_KINDS } from "#shared/matching/notifications.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import type { Notice } from "./notify.ts";

/** What admins are told of a new request: who, what, and when introductions are due; opens it on the desk. */
export function newRequestNotice(request: DesignRequest): Notice {
  return {
    kind: NOTIFICATION_KINDS.requestSubmitted,
    link: `/dashboard/forms?id=${request.id}`,
    text: ({ matching, requests, app }) => {
      const words = matching.notifications.newRequest;
      const { formats } = app;
      return {
        title: words.title(request.client ? displayName(request.client) : requests.desk.unknownClient),
        body: words.body({
          propertyType: labelOf(requests.form.propertyTypes, request.propertyType),
          projectType: labelOf(requests.form.projectTypes, request.projectType),
          styles: formats.list(labelsOf(requests.form.styleLabels, request.designStyle)),
          due: request.dueAt
            ? formatHongKongTime(new Date(request.dueAt), formats.dateTimeWeekday, formats.dateLocale())
            : "–",
        }),
      };
    },
  };
}
