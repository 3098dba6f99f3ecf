import { use } from "react";
import type { designerDirectoryEn } from "#shared/i18n/en/designer-directory.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { DEFAULT_LOCALE, parseLocale } from "#shared/i18n/locales.ts";
import { useBrand, useLocale } from "./i18n.tsx";

export type DirectoryMessages = ReturnType<typeof designerDirectoryEn>;
type Create = (brand: string) => DirectoryMessages;

const LOADERS: Record<Locale, () => Promise<Create>> = {
  en: () => import("#shared/i18n/en/designer-directory.ts").then((module) => module.designerDirectoryEn),
  "zh-HK": () =>
    import("#shared/i18n/zh-HK/designer-directory.ts").then((module) => module.designerDirectoryZhHk),
};

const loading = new Map<Locale, Promise<Create>>();
const catalogues = new Map<string, Promise<DirectoryMessages>>();

function load(locale: Locale): Promise<Create> {
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = LOADERS[locale]();
    loading.set(locale, loaded);
  }
  return loaded;
}

/** Starts loading the words before the screen that shows them renders (the request form's field calls it). */
export function preloadDirectoryMessages(): void {
  void load(parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE);
}

/**
 * The directory's words (and the request form's designer field's): a chunk of their own in the reader's
 * language only, so neither the catalogue every first visit downloads nor the other language's words grow.
 */
export function useDirectoryMessages(): DirectoryMessages {
  const brand = useBrand();
  const locale = useLocale();
  const key = `${locale}|${brand}`;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = load(locale).then((create) => create(brand));
    catalogues.set(key, catalogue);
  }
  return use(catalogue);
}
