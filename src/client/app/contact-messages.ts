import type { contactEn } from "#shared/i18n/en/contact.ts";
import { lazyCatalogue } from "./lazy-catalogue.ts";

export type ContactMessages = ReturnType<typeof contactEn>;

/** The contact page's words: a chunk of their own, so the catalogue every first visit downloads does not carry them. */
const contact = lazyCatalogue<ContactMessages>({
  en: () => import("#shared/i18n/en/contact.ts").then((module) => module.contactEn),
  "zh-HK": () => import("#shared/i18n/zh-HK/contact.ts").then((module) => module.contactZhHk),
});

/** Starts loading the contact page's words; the router calls it alongside the page itself. */
export const preloadContactWords = contact.preload;
export const useContactWords = contact.useMessages;
