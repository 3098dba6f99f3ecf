import { DEFAULT_LOCALE, LOCALES, type Locale, localizedPath } from "#shared/i18n/locales.ts";

/** The absolute address of a page in one language (English: the plain path; others: `?lang=`). */
export function pageUrl(publicUrl: string, path: string, locale: Locale): string {
  return new URL(localizedPath(path, locale), publicUrl).href;
}

export interface LanguageAlternate {
  /** A language tag, or `x-default` for readers whose language the site does not speak. */
  hreflang: string;
  url: string;
}

/** Every language's address of a page, for hreflang links in heads and sitemaps. */
export function languageAlternates(publicUrl: string, path: string): LanguageAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, url: pageUrl(publicUrl, path, locale) })),
    { hreflang: "x-default", url: pageUrl(publicUrl, path, DEFAULT_LOCALE) },
  ];
}
