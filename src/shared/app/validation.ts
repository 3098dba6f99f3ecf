import { z } from "zod";

const englishDefaults = z.locales.en().localeError;

/**
 * Schemas give their own messages for what users type; for anything else (a wrong type from
 * an API caller) zod's default text says nothing about where, so name the field first.
 */
const namingErrorMap: z.core.$ZodErrorMap = (issue) => {
  const fallback = englishDefaults(issue);
  const text = typeof fallback === "string" ? fallback : (fallback?.message ?? "Invalid input");
  return issue.path?.length ? `${issue.path.join(".")}: ${text}` : text;
};

export type Validation<T> = { success: true; data: T } | { success: false; message: string; field: string };

/**
 * Validates `input`; on failure reports the first failing field, taking fields in
 * `fieldOrder` (the order a form checks them in), so client and server name the same one.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldOrder: readonly string[] = [],
): Validation<z.output<S>> {
  const result = schema.safeParse(input, { error: namingErrorMap });
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
