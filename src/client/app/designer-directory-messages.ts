import type { designerDirectoryEn } from "#shared/i18n/en/designer-directory.ts";
import { lazyCatalogue } from "./lazy-catalogue.ts";

export type DirectoryMessages = ReturnType<typeof designerDirectoryEn>;

/**
 * The directory's words (and the request form's designer field's): a chunk of their own in the reader's
 * language only, so neither the catalogue every first visit downloads nor the other language's words grow.
 */
const directory = lazyCatalogue<DirectoryMessages>({
  en: () => import("#shared/i18n/en/designer-directory.ts").then((module) => module.designerDirectoryEn),
  "zh-HK": () =>
    import("#shared/i18n/zh-HK/designer-directory.ts").then((module) => module.designerDirectoryZhHk),
});

/** Starts loading the words before the screen that shows them renders (the request form's field calls it). */
export const preloadDirectoryMessages = directory.preload;
export const useDirectoryMessages = directory.useMessages;
