import type { z } from "zod";
import { validate } from "#shared/app/validation.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { badRequest } from "./http-errors.ts";

/**
 * Parses a request part with a shared schema, or throws a 400 naming the first failing field. The
 * schema words its own messages (built in the reader's language); `locale` words zod's fallbacks.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  locale: Locale,
  fieldOrder: readonly string[] = [],
): z.output<S> {
  const result = validate(schema, input, fieldOrder, locale);
  if (!result.success) throw badRequest(result.message);
  return result.data;
}
