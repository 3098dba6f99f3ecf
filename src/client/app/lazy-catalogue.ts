import { use } from "react";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import { readBrand, useBrand, useLocale } from "./i18n.tsx";
import { wordsLoader } from "./words-loader.ts";

/**
 * Words that load as a chunk of their own, in the reader's language only, so the catalogue every first
 * visit downloads does not carry them (the static pages', sign-in's, contact's, the second factor's, the
 * directory's). `preload` starts the download beside the code that shows them; `useMessages` suspends until
 * they are in, and not at all when they already are (a server-rendered page that preloaded them hydrates at once).
 */
export function lazyCatalogue<T>(loaders: Record<Locale, () => Promise<(brand: string) => T>>) {
  const load = wordsLoader(loaders);

  return {
    // The server's render has no document; its page loads the words as it renders (useMessages).
    preload: (): Promise<unknown> =>
      typeof document === "undefined"
        ? Promise.resolve()
        : load(parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE, readBrand()),
    useMessages(): T {
      return use(load(useLocale(), useBrand()));
    },
  };
}
