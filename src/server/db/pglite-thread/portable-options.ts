import type { ParserOptions, QueryOptions } from "@electric-sql/pglite";
import type { PortableOptions } from "./messages.ts";

/** Leading and trailing spaces, both cases, digits and punctuation: trimming, casing or parsing all change it. */
const PROBE = " Probe 1970-01-01T00:00:00 {1,2} ";

/**
 * The options of a query as they can cross to the worker. Drizzle passes parsers that keep PostgreSQL's text
 * (dates, intervals, numeric arrays), which the worker recreates from their type OIDs; any other parser, and
 * serializers, notice callbacks or blobs, would have to run in the worker, so they are refused rather than
 * silently dropped (the rows would change).
 */
export function portableOptions(options: QueryOptions | undefined): PortableOptions | undefined {
  if (!options) return undefined;
  for (const key in options) {
    if (
      key !== "rowMode" &&
      key !== "parsers" &&
      key !== "paramTypes" &&
      options[key as keyof QueryOptions]
    ) {
      throw new Error(
        `The embedded database runs in a worker thread and cannot take the query option "${key}" (functions and blobs do not cross threads).`,
      );
    }
  }
  return {
    rowMode: options.rowMode,
    identityParsers: options.parsers && identityParserTypes(options.parsers),
    paramTypes: options.paramTypes,
  };
}

function identityParserTypes(parsers: ParserOptions): number[] {
  const types: number[] = [];
  for (const type in parsers) {
    if (parsers[Number(type)]?.(PROBE) !== PROBE) {
      throw new Error(
        `The embedded database runs in a worker thread and takes only parsers that keep the text as it is; the parser for type ${type} changes it.`,
      );
    }
    types.push(Number(type));
  }
  return types;
}

const keepText = (value: string) => value;
/** Drizzle asks for the same few types on every statement: one parsers object per list. */
const parserSets = new Map<string, ParserOptions>();

/** The worker's side: the options PGlite is given. */
export function localOptions(options: PortableOptions | undefined): QueryOptions | undefined {
  if (!options) return undefined;
  const { rowMode, identityParsers, paramTypes } = options;
  let parsers: ParserOptions | undefined;
  if (identityParsers) {
    const key = identityParsers.join();
    parsers = parserSets.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(identityParsers.map((type) => [type, keepText]));
      parserSets.set(key, parsers);
    }
  }
  return { rowMode, parsers, paramTypes };
}
