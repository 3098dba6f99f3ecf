/** The brand when BRAND_NAME does not name another. */
export const DEFAULT_BRAND = "Nestmatch";

/** The languages the product speaks; English unless something says otherwise. */
export const LOCALES = ["en", "zh-HK"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Remembers the reader's choice for a year. */
export const LOCALE_COOKIE = "locale";
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** `?lang=zh-HK` gives each language its own address for search engines (hreflang) and shared links. */
export const LOCALE_QUERY = "lang";

/** The names in the language switch are each language's own. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", "zh-HK": "繁體中文" };

export function parseLocale(value: unknown): Locale | undefined {
  return LOCALES.find((locale) => locale === value);
}

/** The address of `path` in `locale` (English keeps the plain address). */
export function localizedPath(path: string, locale: Locale): string {
  const url = new URL(path, "http://x");
  if (locale === DEFAULT_LOCALE) url.searchParams.delete(LOCALE_QUERY);
  else url.searchParams.set(LOCALE_QUERY, locale);
  return url.pathname + url.search;
}
