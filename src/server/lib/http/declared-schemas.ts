import { z } from "zod";
import { SECOND_FACTOR_METHODS } from "#shared/auth/second-factor.ts";
import { englishMessages, type Messages } from "#shared/i18n/index.ts";
import type { ErrorText } from "../http-errors.ts";

interface Localization {
  build: (messages: Messages) => z.ZodType;
  fieldOrder: readonly string[];
  /** The schema built for each catalogue, so a refusal does not rebuild it. */
  built: WeakMap<Messages, z.ZodType>;
}

const localizations = new WeakMap<z.ZodType, Localization>();
const missingTexts = new WeakMap<z.ZodType, ErrorText>();

/**
 * A request part whose schema words its messages from a catalogue. The route declares the English
 * instance (types, validation, OpenAPI); a refusal is worded again in the reader's language.
 */
export function localized<S extends z.ZodType>(
  build: (messages: Messages) => S,
  options: { fieldOrder?: readonly string[] } = {},
): S {
  const english = build(englishMessages);
  localizations.set(english, { build, fieldOrder: options.fieldOrder ?? [], built: new WeakMap() });
  return english;
}

/** The schema to word a refusal of `declared` with, in the language of `messages`, and its field order. */
export function wordingOf(
  declared: z.ZodType,
  messages: Messages,
): { schema: z.ZodType; fieldOrder: readonly string[] } {
  const localization = localizations.get(declared);
  if (!localization) return { schema: declared, fieldOrder: [] };
  let schema = localization.built.get(messages);
  if (!schema) {
    schema = localization.build(messages);
    localization.built.set(messages, schema);
  }
  return { schema, fieldOrder: localization.fieldOrder };
}

/**
 * Path parameters: a malformed one names something that does not exist, so it answers 404 with
 * `missing` (what was not found) rather than a 400 about its shape.
 */
export function pathParams<Shape extends z.ZodRawShape>(shape: Shape, missing: ErrorText) {
  const schema = z.object(shape);
  missingTexts.set(schema, missing);
  return schema;
}

/** What a malformed path of a route with these params answers with, when it declared one. */
export const missingTextOf = (params: unknown): ErrorText | undefined =>
  params instanceof z.ZodType ? missingTexts.get(params) : undefined;

/** An answer with no body (204). */
export const noContent = z.null().describe("No content");

/** Every refusal and failure answers this shape, in the reader's language. */
export const errorAnswer = z
  .object({
    message: z.string().describe("What went wrong, in the reader's language"),
    mfaRequired: z
      .literal(true)
      .optional()
      .describe("The password was right; the sign-in waits for the second factor (401)"),
    methods: z
      .array(z.enum(SECOND_FACTOR_METHODS))
      .optional()
      .describe("With mfaRequired: the ways this account can give its second factor"),
    secondFactorSetupRequired: z
      .literal(true)
      .optional()
      .describe("This session may not use the route until its account sets up a second factor (403)"),
  })
  .meta({ id: "ErrorAnswer" });
