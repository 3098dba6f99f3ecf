import { createAllMessages } from "#shared/i18n/catalogues.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import {
  PROJECT_TYPES,
  PROPERTY_TYPES,
  type ProjectType,
  type PropertyType,
  REQUEST_STYLES,
  type RequestStyle,
} from "#shared/requests/constants.ts";

const catalogues = Object.values(createAllMessages(DEFAULT_BRAND));

/** Each value with the words it can be found by: the word stored and what the desk shows in each language. */
function wordsFor<Value extends string>(
  values: readonly Value[],
  labels: (messages: Messages) => Record<string, string>,
): [Value, string[]][] {
  return values.map((value) => [
    value,
    [value, ...catalogues.map((messages) => labels(messages)[value] ?? value)].map((word) =>
      word.toLowerCase(),
    ),
  ]);
}

const PROPERTY_TYPE_WORDS = wordsFor(PROPERTY_TYPES, (m) => m.requests.form.propertyTypes);
const PROJECT_TYPE_WORDS = wordsFor(PROJECT_TYPES, (m) => m.requests.form.projectTypes);
const STYLE_WORDS = wordsFor(REQUEST_STYLES, (m) => m.requests.form.styleLabels);

const named = <Value extends string>(words: [Value, string[]][], query: string): Value[] =>
  words.filter(([, forms]) => forms.some((form) => form.includes(query))).map(([value]) => value);

/** The fixed values a request holds from lists (its property, project and styles). */
export interface NamedValues {
  propertyTypes: PropertyType[];
  projectTypes: ProjectType[];
  styles: RequestStyle[];
}

/**
 * The property types, project types and styles whose stored word or label, in either language, contains
 * `query` in any case. The desk searches these columns by the values named here, so each request is compared
 * by equality instead of a pattern (their CHECK constraints keep them to these lists), and an admin finds
 * what the desk shows: "Commercial Space", "翻新工程".
 */
export function valuesNamedBy(query: string): NamedValues {
  const folded = query.toLowerCase();
  return {
    propertyTypes: named(PROPERTY_TYPE_WORDS, folded),
    projectTypes: named(PROJECT_TYPE_WORDS, folded),
    styles: named(STYLE_WORDS, folded),
  };
}
