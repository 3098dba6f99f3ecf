import { type SQL, sql } from "drizzle-orm";

const MAX_SEARCH_WORDS = 8;

/** The words of a search, lower-cased, as letters and digits only (so they are safe in a tsquery). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/** Every word must match, the last one as a prefix too, so results follow the user as they type. */
export function prefixQuery(words: string[]): SQL {
  const text = words.map((word) => `${word}:*`).join(" & ");
  return sql`to_tsquery('simple', ${text})`;
}

/** The indexed document of a design: title weighs most, then styles, then description. */
export function searchDocument(design: {
  title: string;
  description: string;
  styles: readonly string[];
}): SQL {
  return sql`setweight(to_tsvector('simple', ${design.title}), 'A') || setweight(to_tsvector('simple', ${design.styles.join(" ")}), 'B') || setweight(to_tsvector('simple', ${design.description}), 'C')`;
}
