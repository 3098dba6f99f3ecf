import { use } from "react";
import type { marketingEn } from "#shared/i18n/en/marketing.ts";
import { useBrand } from "../app/i18n.tsx";

export type MarketingMessages = ReturnType<typeof marketingEn>;

let loading: Promise<typeof marketingEn> | undefined;
const catalogues = new Map<string, Promise<MarketingMessages>>();

/** Starts loading the static pages' texts; the router calls it alongside the page itself. */
export function preloadMarketingMessages(): Promise<typeof marketingEn> {
  loading ??= import("#shared/i18n/en/marketing.ts").then((module) => module.marketingEn);
  return loading;
}

/** The static pages' long texts: their own chunk, so the catalogue and app pages never carry them. */
export function useMarketingMessages(): MarketingMessages {
  const brand = useBrand();
  let catalogue = catalogues.get(brand);
  if (!catalogue) {
    catalogue = preloadMarketingMessages().then((create) => create(brand));
    catalogues.set(brand, catalogue);
  }
  return use(catalogue);
}
