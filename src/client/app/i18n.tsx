import { createContext, type ReactNode, use } from "react";
import type { Messages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND, DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";

interface Catalogue {
  brand: string;
  locale: Locale;
  messages: Messages;
}

// One language's words per visit: a reader downloads only the catalogue they read.
const LOADERS: Record<Locale, () => Promise<(brand: string) => Messages>> = {
  en: () => import("#shared/i18n/index.ts").then((module) => module.createEnglishMessages),
  "zh-HK": () => import("#shared/i18n/zh-HK/index.ts").then((module) => module.createChineseMessages),
};

/** The server writes the answer's language into `<html lang>` and the brand (BRAND_NAME) into the head. */
function readDocument(): { brand: string; locale: Locale } {
  return {
    brand: document.querySelector('meta[name="application-name"]')?.getAttribute("content") || DEFAULT_BRAND,
    locale: parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE,
  };
}

let loading: Promise<Catalogue> | undefined;

/** Starts loading the page's catalogue; main.tsx calls it before React so the download starts at once. */
export function loadCatalogue(): Promise<Catalogue> {
  loading ??= (async () => {
    const { brand, locale } = readDocument();
    const create = await LOADERS[locale]();
    return { brand, locale, messages: create(brand) };
  })();
  return loading;
}

const MessagesContext = createContext<Catalogue | null>(null);

export function MessagesProvider({ children }: { children: ReactNode }) {
  return <MessagesContext value={use(loadCatalogue())}>{children}</MessagesContext>;
}

/** The current language's catalogue; every screen takes its words from here. */
export function useMessages(): Messages {
  return useCatalogue().messages;
}

/** The language of the page. */
export function useLocale(): Locale {
  return useCatalogue().locale;
}

/** The brand name the server gave the page, for catalogues loaded later. */
export function useBrand(): string {
  return useCatalogue().brand;
}

function useCatalogue(): Catalogue {
  const catalogue = use(MessagesContext);
  if (!catalogue) throw new Error("useMessages needs a MessagesProvider");
  return catalogue;
}
