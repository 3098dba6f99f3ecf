import type { z } from "zod";
import { validate } from "#shared/app/validation.ts";
import { badRequest } from "./http-errors.ts";

/** Parses a request part with a shared schema, or throws a 400 naming the first failing field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldOrder: readonly string[] = [],
): z.output<S> {
  const result = validate(schema, input, fieldOrder);
  if (!result.success) throw badRequest(result.message);
  return result.data;
}
