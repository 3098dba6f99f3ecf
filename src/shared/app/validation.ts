import { z } from "zod";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.ts";

/**
 * zod's own texts, for what a schema does not word itself: a wrong type from an API caller. Its
 * Traditional Chinese (Taiwan) wording reads well enough in Hong Kong for such developer-facing texts.
 */
const ZOD_TEXTS: Record<Locale, z.core.$ZodErrorMap> = {
  en: z.locales.en().localeError,
  "zh-HK": z.locales.zhTW().localeError,
};

/**
 * Schemas give their own messages for what users type; for anything else zod's default text says
 * nothing about where, so name the field first.
 */
function namingErrorMap(locale: Locale): z.core.$ZodErrorMap {
  const defaults = ZOD_TEXTS[locale];
  return (issue) => {
    const fallback = defaults(issue);
    const text = typeof fallback === "string" ? fallback : (fallback?.message ?? "Invalid input");
    return issue.path?.length ? `${issue.path.join(".")}: ${text}` : text;
  };
}

export type Validation<T> = { success: true; data: T } | { success: false; message: string; field: string };

/**
 * Validates `input`; on failure reports the first failing field, taking fields in
 * `fieldOrder` (the order a form checks them in), so client and server name the same one.
 * zod's own texts are in `locale`.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldOrder: readonly string[] = [],
  locale: Locale = DEFAULT_LOCALE,
): Validation<z.output<S>> {
  const result = schema.safeParse(input, { error: namingErrorMap(locale) });
  if (result.success) return { success: true, data: result.data };
  const rank = (issue: z.core.$ZodIssue) => {
    const index = fieldOrder.indexOf(String(issue.path[0] ?? ""));
    return index === -1 ? fieldOrder.length : index;
  };
  const [first] = [...result.error.issues].sort((a, b) => rank(a) - rank(b));
  return {
    success: false,
    message: first?.message ?? "Invalid input",
    field: first ? first.path.join(".") : "",
  };
}
