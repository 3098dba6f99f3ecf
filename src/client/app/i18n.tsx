import { createContext, type ReactNode, use } from "react";
import { composeMessages, type SignedInMessages } from "#shared/i18n/compose.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND, DEFAULT_LOCALE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import type { PublicMessages } from "#shared/i18n/public.ts";
import type { WorkspaceMessages } from "#shared/i18n/workspace.ts";
import { wordsLoader } from "./words-loader.ts";

export interface Catalogue {
  brand: string;
  locale: Locale;
  /** The public part in the browser; the whole catalogue on the server, which renders any screen. */
  messages: PublicMessages | Messages;
}

// One language's words per visit: a reader downloads only the catalogue they read, and its signed-in
// part only for signed-in screens.
const LOADERS: Record<Locale, () => Promise<(brand: string) => PublicMessages>> = {
  en: () => import("#shared/i18n/public.ts").then((module) => module.createPublicEnglishMessages),
  "zh-HK": () => import("#shared/i18n/zh-HK/public.ts").then((module) => module.createPublicChineseMessages),
};
const WORKSPACE_LOADERS: Record<Locale, () => Promise<(brand: string) => WorkspaceMessages>> = {
  en: () => import("#shared/i18n/workspace.ts").then((module) => module.createWorkspaceEnglishMessages),
  "zh-HK": () =>
    import("#shared/i18n/zh-HK/workspace.ts").then((module) => module.createWorkspaceChineseMessages),
};

/** The brand the server wrote into the page's head (BRAND_NAME). */
export function readBrand(): string {
  return document.querySelector('meta[name="application-name"]')?.getAttribute("content") || DEFAULT_BRAND;
}

/** The server writes the answer's language into `<html lang>` and the brand into the head. */
function readDocument(): { brand: string; locale: Locale } {
  return { brand: readBrand(), locale: parseLocale(document.documentElement.lang) ?? DEFAULT_LOCALE };
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

const whole = new WeakMap<PublicMessages, SignedInMessages>();

const loadWorkspace = wordsLoader(WORKSPACE_LOADERS);

/**
 * Starts loading the signed-in screens' words of the page's language: before hydrating a page rendered for
 * someone signed in (so hydration never waits), and as a signed-in screen or menu is about to show.
 */
export function preloadWorkspaceMessages(): Promise<unknown> {
  // The server's catalogue is whole already.
  if (typeof document === "undefined") return Promise.resolve();
  const { brand, locale } = readDocument();
  return loadWorkspace(locale, brand);
}

function isWhole(messages: PublicMessages | Messages): messages is Messages {
  return "admin" in messages;
}

const MessagesContext = createContext<Catalogue | null>(null);

/** `catalogue` when the words are already at hand: the server's render, and a hydrating page that loaded them first. */
export function MessagesProvider({ catalogue, children }: { catalogue?: Catalogue; children: ReactNode }) {
  return <MessagesContext value={catalogue ?? use(loadCatalogue())}>{children}</MessagesContext>;
}

/** The current language's words that public pages and the shell show; every public screen takes them here. */
export function useMessages(): PublicMessages {
  return useCatalogue().messages;
}

/**
 * The whole catalogue, for signed-in screens: suspends the first time until its signed-in part is in, so a
 * screen never renders without its words. The same object on every call, as effects depend on it.
 */
export function useWorkspaceMessages(): SignedInMessages {
  const { messages, locale, brand } = useCatalogue();
  if (isWhole(messages)) return messages;
  const workspace = use(loadWorkspace(locale, brand));
  let composed = whole.get(messages);
  if (!composed) {
    composed = composeMessages(messages, workspace);
    whole.set(messages, composed);
  }
  return composed;
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
