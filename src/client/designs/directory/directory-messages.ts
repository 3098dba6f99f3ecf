import { use } from "react";
import type { designerDirectoryEn } from "#shared/i18n/en/designer-directory.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { useBrand, useLocale } from "../../app/i18n.tsx";

export type DirectoryMessages = ReturnType<typeof designerDirectoryEn>;
type Create = (brand: string) => DirectoryMessages;

const LOADERS: Record<Locale, () => Promise<Create>> = {
  en: () => import("#shared/i18n/en/designer-directory.ts").then((module) => module.designerDirectoryEn),
  "zh-HK": () =>
    import("#shared/i18n/zh-HK/designer-directory.ts").then((module) => module.designerDirectoryZhHk),
};

const catalogues = new Map<string, Promise<DirectoryMessages>>();

/**
 * The directory's words: a chunk of their own in the reader's language only, so neither the catalogue
 * every first visit downloads nor the other language's words grow.
 */
export function useDirectoryMessages(): DirectoryMessages {
  const brand = useBrand();
  const locale = useLocale();
  const key = `${locale}|${brand}`;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = LOADERS[locale]().then((create) => create(brand));
    catalogues.set(key, catalogue);
  }
  return use(catalogue);
}
