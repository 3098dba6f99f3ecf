import type { costGuideEn } from "#shared/i18n/en/cost-guide.ts";
import { lazyCatalogue } from "../../app/lazy-catalogue.ts";

export type CostGuideMessages = ReturnType<typeof costGuideEn>;

/** The cost guide's words: a chunk of their own in the reader's language, loaded with the page. */
const costGuide = lazyCatalogue<CostGuideMessages>({
  en: () => import("#shared/i18n/en/cost-guide.ts").then((module) => module.costGuideEn),
  "zh-HK": () => import("#shared/i18n/zh-HK/cost-guide.ts").then((module) => module.costGuideZhHk),
});

export const preloadCostGuideMessages = costGuide.preload;
export const useCostGuideMessages = costGuide.useMessages;
