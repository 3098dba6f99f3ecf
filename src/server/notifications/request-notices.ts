import { displayName } from "#shared/auth/display.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import type { Notice } from "./notify.ts";

/** What admins are told of a new request: who, what, and when introductions are due; opens it on the desk. */
export function newRequestNotice(
  request: Pick<DesignRequest, "id" | "client" | "propertyType" | "projectType" | "designStyle" | "dueAt">,
): Notice {
  return {
    facts: {
      kind: "request.submitted",
      // The admins' words name an account without names as unknown, never by its e-mail.
      client: (request.client && displayName(request.client)) || null,
      propertyType: request.propertyType,
      projectType: request.projectType,
      styles: request.designStyle,
      dueAt: request.dueAt,
    },
    link: `/dashboard/forms?id=${request.id}`,
    requestId: request.id,
  };
}
