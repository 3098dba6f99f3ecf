import type { SignedInMessages } from "../i18n/compose.ts";
import { labelOf, labelsOf } from "../i18n/label-of.ts";
import type { DesignRequest } from "./schema.ts";

/** What a request is about, as list headings show it: 'Apartment · Renovation'. */
export function requestKind(
  request: Pick<DesignRequest, "propertyType" | "projectType">,
  { requests, app }: SignedInMessages,
): string {
  return [
    labelOf(requests.form.propertyTypes, request.propertyType),
    labelOf(requests.form.projectTypes, request.projectType),
  ].join(app.formats.separator);
}

/** A request's design styles as one line: 'Modern, Japanese'. */
export function requestStyles(styles: readonly string[], { requests, app }: SignedInMessages): string {
  return app.formats.list(labelsOf(requests.form.styleLabels, styles));
}
