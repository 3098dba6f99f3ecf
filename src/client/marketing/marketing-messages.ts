import type { marketingEn } from "#shared/i18n/en/marketing.ts";
import { lazyCatalogue } from "../app/lazy-catalogue.ts";

export type MarketingMessages = ReturnType<typeof marketingEn>;

/** The static pages' long texts: their own chunk, so the catalogue and app pages never carry them. */
const marketing = lazyCatalogue<MarketingMessages>({
  en: () => import("#shared/i18n/en/marketing.ts").then((module) => module.marketingEn),
  "zh-HK": () => import("#shared/i18n/zh-HK/marketing.ts").then((module) => module.marketingZhHk),
});

/** Starts loading the static pages' texts; the router calls it alongside the page itself. */
export const preloadMarketingMessages = marketing.preload;
export const useMarketingMessages = marketing.useMessages;
