import { use } from "react";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import { useBrand, useLocale } from "./i18n.tsx";

/**
 * Words that load as a chunk of their own, in the reader's language only, so the catalogue every first
 * visit downloads does not carry them (the static pages', the second factor's screens', the directory's).
 * `preload` starts the download beside the code that shows them; `useMessages` suspends until they are in.
 */
export function lazyCatalogue<T>(loaders: Record<Locale, () => Promise<(brand: string) => T>>) {
  const loading = new Map<Locale, Promise<(brand: string) => T>>();
  const catalogues = new Map<string, Promise<T>>();

  function load(locale: Locale) {
    let loaded = loading.get(locale);
    if (!loaded) {
      loaded = loaders[locale]();
      loading.set(locale, loaded);
    }
    return loaded;
  }

  return {
    // The server's render has no document; its page loads the words as it renders (useMessages).
    preload: () =>
      typeof document === "undefined"
        ? Promise.resolve()
        : load(parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE),
    useMessages(): T {
      const brand = useBrand();
      const locale = useLocale();
      const key = `${locale}|${brand}`;
      let catalogue = catalogues.get(key);
      if (!catalogue) {
        catalogue = load(locale).then((create) => create(brand));
        catalogues.set(key, catalogue);
      }
      return use(catalogue);
    },
  };
}
