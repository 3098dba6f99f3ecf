import type { Locale } from "#shared/i18n/locales.ts";

/**
 * Loads a part of the catalogue once per language and brand. The promise it gives is marked fulfilled with the
 * words once they are in, as React's `use` reads it: words loaded before a screen asks are given at once, without
 * a suspense (so a server-rendered page that preloaded them hydrates without waiting).
 */
export function wordsLoader<T>(loaders: Record<Locale, () => Promise<(brand: string) => T>>) {
  const loaded = new Map<string, Promise<T>>();
  return function load(locale: Locale, brand: string): Promise<T> {
    const key = `${locale}|${brand}`;
    let words = loaded.get(key);
    if (!words) {
      const started: Promise<T> = loaders[locale]().then((create) => {
        const made = create(brand);
        Object.assign(started, { status: "fulfilled", value: made });
        return made;
      });
      words = started;
      loaded.set(key, words);
    }
    return words;
  };
}
