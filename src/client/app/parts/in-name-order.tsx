import { Fragment, type ReactNode } from "react";
import { namePartsInOrder } from "#shared/auth/display.ts";
import { useLocale } from "../i18n.tsx";

/** A form's given-name and family-name fields, in the order the page's language writes a name. */
export function InNameOrder(fields: { firstName: ReactNode; lastName: ReactNode }) {
  return (
    <>
      {namePartsInOrder(useLocale()).map((part) => (
        <Fragment key={part}>{fields[part]}</Fragment>
      ))}
    </>
  );
}
