import type { secondFactorEn } from "#shared/i18n/en/second-factor.ts";
import type { secondFactorScreensEn } from "#shared/i18n/en/second-factor-screens.ts";
import { lazyCatalogue } from "./lazy-catalogue.ts";

export type SecondFactorScreenMessages = ReturnType<typeof secondFactorScreensEn>;
export type SecondFactorWords = ReturnType<typeof secondFactorEn>;

/**
 * The second factor's screen texts (sign-in step, setup, security settings, the admin's reset): a chunk of their
 * own, so the catalogue every first visit downloads does not carry them.
 */
const secondFactor = lazyCatalogue<SecondFactorScreenMessages>({
  en: () => import("#shared/i18n/en/second-factor-screens.ts").then((module) => module.secondFactorScreensEn),
  "zh-HK": () =>
    import("#shared/i18n/zh-HK/second-factor-screens.ts").then((module) => module.secondFactorScreensZhHk),
});

/** The second factor's words the server also says (its validation and refusals), loaded with the screens. */
const secondFactorWords = lazyCatalogue<SecondFactorWords>({
  en: () => import("#shared/i18n/en/second-factor.ts").then((module) => module.secondFactorEn),
  "zh-HK": () => import("#shared/i18n/zh-HK/second-factor.ts").then((module) => module.secondFactorZhHk),
});

/** Starts loading the texts of the second factor's screens; the modules that show them call it when loaded. */
export const preloadSecondFactorMessages = () =>
  Promise.all([secondFactor.preload(), secondFactorWords.preload()]);
export const useSecondFactorMessages = secondFactor.useMessages;
export const useSecondFactorWords = secondFactorWords.useMessages;
