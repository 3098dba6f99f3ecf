import { use } from "react";
import type { secondFactorScreensEn } from "#shared/i18n/en/second-factor-screens.ts";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import { useBrand, useLocale } from "./i18n.tsx";

export type SecondFactorScreenMessages = ReturnType<typeof secondFactorScreensEn>;
type Create = (brand: string) => SecondFactorScreenMessages;

const LOADERS: Record<Locale, () => Promise<Create>> = {
  en: () => import("#shared/i18n/en/second-factor-screens.ts").then((module) => module.secondFactorScreensEn),
  "zh-HK": () =>
    import("#shared/i18n/zh-HK/second-factor-screens.ts").then((module) => module.secondFactorScreensZhHk),
};

const loading = new Map<Locale, Promise<Create>>();
const catalogues = new Map<string, Promise<SecondFactorScreenMessages>>();

function load(locale: Locale): Promise<Create> {
  let loaded = loading.get(locale);
  if (!loaded) {
    loaded = LOADERS[locale]();
    loading.set(locale, loaded);
  }
  return loaded;
}

/** Starts loading the texts of the second factor's screens; the modules that show them call it when loaded. */
export function preloadSecondFactorMessages(): void {
  void load(parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE);
}

/**
 * The second factor's screen texts (sign-in step, setup, security settings, the admin's reset): a chunk of their
 * own, so the catalogue every first visit downloads does not carry them.
 */
export function useSecondFactorMessages(): SecondFactorScreenMessages {
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
