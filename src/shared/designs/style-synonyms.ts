import { DESIGN_STYLES, type DesignStyle } from "./constants.ts";

/**
 * The words people use for each design style, in English and in Hong Kong Chinese, lower-case: the
 * catalogue search finds a style's designs by any of them (北歐 finds Scandinavian designs, nordic
 * too), and finds the other words in the designs' texts. One table for both languages, so a word
 * added here works in every search. Each word names one style only.
 */
export const STYLE_SYNONYMS: Record<DesignStyle, readonly string[]> = {
  Modern: ["modern", "現代", "時尚"],
  Scandinavian: ["scandinavian", "scandi", "nordic", "北歐"],
  Minimalist: ["minimalist", "minimal", "minimalism", "極簡", "簡約", "簡潔", "簡樸"],
  Industrial: ["industrial", "工業", "工業風"],
  Japanese: ["japanese", "japandi", "zen", "日式", "和風", "日系", "無印"],
  Traditional: ["traditional", "classic", "classical", "heritage", "傳統", "古典", "中式"],
  Contemporary: ["contemporary", "當代"],
  Smart: ["smart", "automation", "智能", "智能家居", "智慧家居"],
};

const STYLE_BY_WORD: ReadonlyMap<string, DesignStyle> = new Map(
  DESIGN_STYLES.flatMap((style) => STYLE_SYNONYMS[style].map((word) => [word, style] as const)),
);

/** The style a whole word names (any case), if any. */
export function styleNamedBy(word: string): DesignStyle | undefined {
  return STYLE_BY_WORD.get(word.toLowerCase());
}

/** Every synonym written in Chinese, longest first: a Chinese search is cut at these before anything else. */
export const CHINESE_STYLE_WORDS: readonly string[] = [...STYLE_BY_WORD.keys()]
  .filter((word) => !/[a-z]/.test(word))
  .sort((a, b) => b.length - a.length);
