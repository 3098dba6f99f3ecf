import type { Locale } from "./locales.ts";

/**
 * Something a person wrote in one or both of the product's languages (a design's title and
 * description, a designer's bio): null where it was not written.
 */
export type InLanguages<T> = Record<Locale, T | null>;

/** What a reader is shown: their language's version, or the other one marked as a fallback. */
export interface ShownText<T> {
  value: T;
  /** The language `value` is written in: the `lang` attribute of the element that shows it. */
  lang: Locale;
  /** True when the reader's language was not written, so `value` is in the other one. */
  isFallback: boolean;
}

/**
 * The reader's language when it was written, else the other one, marked as a fallback; null when
 * neither was. Every page and answer that shows a listing's or a bio's text picks it with this.
 */
export function inReaderLanguage<T>(texts: InLanguages<T>, reader: Locale): ShownText<T> | null {
  const own = texts[reader];
  if (own !== null) return { value: own, lang: reader, isFallback: false };
  const other: Locale = reader === "en" ? "zh-HK" : "en";
  const fallback = texts[other];
  return fallback === null ? null : { value: fallback, lang: other, isFallback: true };
}

/** A text column pair as written: an empty or blank text is not written. */
export function writtenTexts(en: string | null, zh: string | null): InLanguages<string> {
  const written = (text: string | null) => (text?.trim() ? text : null);
  return { en: written(en), "zh-HK": written(zh) };
}

/** Han characters (CJK ideographs, their extensions and compatibility forms), as the search index cuts them. */
export const HAN_CHARACTER = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FA1F}]/u;

/**
 * Whether a text is written in Chinese: more Han characters than Latin letters (a Chinese text may
 * name "IKEA" or "L-shaped"; an English one "太古城"). Migration 0013 sorts existing texts by the same rule.
 */
export function isWrittenInChinese(text: string): boolean {
  const han = text.match(new RegExp(HAN_CHARACTER.source, "gu"))?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return han > latin;
}
