import type { authEn } from "#shared/i18n/en/auth.ts";
import { lazyCatalogue } from "./lazy-catalogue.ts";

export type AuthMessages = ReturnType<typeof authEn>;

/**
 * Sign-in's and registration's words (sign-in, sign-up, password reset, admin access): a chunk of their own,
 * loaded with those pages, so the catalogue every first visit downloads does not carry them.
 */
const auth = lazyCatalogue<AuthMessages>({
  en: () => import("#shared/i18n/en/auth.ts").then((module) => module.authEn),
  "zh-HK": () => import("#shared/i18n/zh-HK/auth.ts").then((module) => module.authZhHk),
});

/** Starts loading sign-in's words; the router calls it alongside the page itself. */
export const preloadAuthMessages = auth.preload;
export const useAuthMessages = auth.useMessages;
