import { use } from "react";
import type { marketingEn } from "#shared/i18n/en/marketing.ts";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import { useBrand, useLocale } from "../app/i18n.tsx";

export type MarketingMessages = ReturnType<typeof marketingEn>;
type CreateMarketing = (brand: string) => MarketingMessages;

const LOADERS: Record<Locale, () => Promise<CreateMarketing>> = {
  en: () => import("#shared/i18n/en/marketing.ts").then((module) => module.marketingEn),
  "zh-HK": () => import("#shared/i18n/zh-HK/marketing.ts").then((module) => module.marketingZhHk),
};

const loading = new Map<Locale, Promise<CreateMarketing>>();
const catalogues = new Map<string, Promise<MarketingMessages>>();

function loadMarketing(locale: Locale): Promise<CreateMarketing> {
  let load = loading.get(locale);
  if (!load) {
    load = LOADERS[locale]();
    loading.set(locale, load);
  }
  return load;
}

/** Starts loading the static pages' texts; the router calls it alongside the page itself. */
export function preloadMarketingMessages(): Promise<CreateMarketing> {
  return loadMarketing(parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE);
}

/** The static pages' long texts: their own chunk, so the catalogue and app pages never carry them. */
export function useMarketingMessages(): MarketingMessages {
  const brand = useBrand();
  const locale = useLocale();
  const key = `${locale}|${brand}`;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = loadMarketing(locale).then((create) => create(brand));
    catalogues.set(key, catalogue);
  }
  return use(catalogue);
}
