import { type AnyColumn, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "./sql-like.ts";

/** The spaces people type between names: ASCII, tab, no-break and the full-width space of Chinese input. */
const NAME_SPACES = " \t\u00a0\u3000";
const spaces = new RegExp(`[${NAME_SPACES}]+`, "gu");

/**
 * Whether the person's names match `query` (issue 19 §4): the whole name in either order, with or
 * without the space between the parts, so "陳大文", "大文 陳", "Chan Tai Man" and "Tai Man Chan" all find
 * 大文 陳 or Tai Man Chan; any part of it still matches ("Tai Man", "大文"). Both sides are compared
 * without their spaces, in any case. Undefined when the query holds no name (only spaces).
 */
export function nameMatches(
  names: { firstName: AnyColumn; lastName: AnyColumn },
  query: string,
): SQL | undefined {
  const compact = query.replace(spaces, "");
  if (!compact) return undefined;
  const pattern = containsPattern(compact);
  const joined = (a: AnyColumn, b: AnyColumn) => sql`translate(concat(${a}, ${b}), ${NAME_SPACES}, '')`;
  return or(
    sql`${joined(names.firstName, names.lastName)} ilike ${pattern}`,
    sql`${joined(names.lastName, names.firstName)} ilike ${pattern}`,
  );
}
