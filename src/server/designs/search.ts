import { type SQL, sql } from "drizzle-orm";
import { CHINESE_STYLE_WORDS, STYLE_SYNONYMS, styleNamedBy } from "#shared/designs/style-synonyms.ts";
import { HAN_CHARACTER } from "#shared/i18n/reader-language.ts";

const MAX_SEARCH_WORDS = 8;

/**
 * One thing a design must contain: any of its alternatives. A `prefix` word matches words it
 * begins (results follow the user as they type); a `word` matches whole; a `phrase` is Han
 * characters in a row.
 */
export type SearchAlternative =
  | { kind: "prefix"; text: string }
  | { kind: "word"; text: string }
  | { kind: "phrase"; text: string };
export type SearchGroup = SearchAlternative[];

const HAN_RUN = new RegExp(`(${HAN_CHARACTER.source}+)`, "u");
const chineseWords = new Intl.Segmenter("zh-Hant-HK", { granularity: "word" });

/** Any word of a style's row in the synonym table stands for the style's designs and every other word of it. */
function withStyleSynonyms(alternative: SearchAlternative, word: string): SearchGroup {
  const style = styleNamedBy(word);
  if (!style) return [alternative];
  const synonyms: SearchAlternative[] = STYLE_SYNONYMS[style]
    .filter((synonym) => synonym !== word && !/\s/.test(synonym))
    .map((synonym) =>
      HAN_CHARACTER.test(synonym) ? { kind: "phrase", text: synonym } : { kind: "word", text: synonym },
    );
  const group: SearchGroup = [alternative, { kind: "word", text: style.toLowerCase() }, ...synonyms];
  return group.filter((one, index) => group.findIndex((other) => other.text === one.text) === index);
}

/** A run of Chinese: style words cut out first (so 北歐客廳 is 北歐 and 客廳), the rest cut into words. */
function chineseGroups(run: string): SearchGroup[] {
  const styleWord = CHINESE_STYLE_WORDS.find((word) => run.includes(word));
  if (styleWord) {
    const at = run.indexOf(styleWord);
    return [
      ...chineseGroups(run.slice(0, at)),
      withStyleSynonyms({ kind: "phrase", text: styleWord }, styleWord),
      ...chineseGroups(run.slice(at + styleWord.length)),
    ];
  }
  return [...chineseWords.segment(run)]
    .filter((part) => part.isWordLike)
    .map((part) => [{ kind: "phrase", text: part.segment }]);
}

/**
 * What a search asks for, every group required: words of letters and digits (Latin words as
 * typed, Chinese cut into words), each with its style's synonyms. Full-width letters read as
 * ordinary ones. Only letters and digits survive, so the groups are safe in a tsquery.
 */
export function searchGroups(text: string): SearchGroup[] {
  const groups = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((token) =>
      token
        .split(HAN_RUN)
        .filter(Boolean)
        .flatMap((run) =>
          HAN_CHARACTER.test(run)
            ? chineseGroups(run)
            : [withStyleSynonyms({ kind: "prefix", text: run }, run)],
        ),
    );
  return groups.slice(0, MAX_SEARCH_WORDS);
}

/** The tsquery text of one alternative: Han characters are words of their own in the index (see indexableText). */
function queryText(alternative: SearchAlternative): string {
  if (alternative.kind === "prefix") return `${alternative.text}:*`;
  if (alternative.kind === "word") return alternative.text;
  return [...alternative.text].join(" <-> ");
}

/** Every group must match, any alternative of it. */
export function searchQuery(groups: SearchGroup[]): SQL {
  const text = groups
    .map((group) =>
      group.length === 1 ? queryText(group[0] as SearchAlternative) : `(${group.map(queryText).join(" | ")})`,
    )
    .join(" & ");
  return sql`to_tsquery('simple', ${text})`;
}

/**
 * A text as the index reads it: each Han character a word of its own, so a Chinese word is found
 * as those characters in a row (a phrase) wherever it stands. Migration 0013 writes the same with
 * regexp_replace.
 */
export function indexableText(text: string): string {
  return text.replace(new RegExp(HAN_CHARACTER.source, "gu"), (character) => ` ${character} `);
}

/** The indexed document of a design, both languages: titles weigh most, then styles, then descriptions. */
export function searchDocument(design: {
  titleEn: string | null;
  titleZh: string | null;
  descriptionEn: string | null;
  descriptionZh: string | null;
  styles: readonly string[];
}): SQL {
  const titles = indexableText(`${design.titleEn ?? ""} ${design.titleZh ?? ""}`);
  const descriptions = indexableText(`${design.descriptionEn ?? ""} ${design.descriptionZh ?? ""}`);
  return sql`setweight(to_tsvector('simple', ${titles}), 'A') || setweight(to_tsvector('simple', ${design.styles.join(" ")}), 'B') || setweight(to_tsvector('simple', ${descriptions}), 'C')`;
}
