import { createContext, type ReactNode, use, useMemo } from "react";
import { createEnglishMessages, DEFAULT_BRAND, type Messages } from "#shared/i18n/index.ts";

interface Catalogue {
  brand: string;
  messages: Messages;
}

const MessagesContext = createContext<Catalogue | null>(null);

/** The server names the brand (BRAND_NAME) in the page it sends. */
function brandFromDocument(): string {
  return document.querySelector('meta[name="application-name"]')?.getAttribute("content") || DEFAULT_BRAND;
}

export function MessagesProvider({ children }: { children: ReactNode }) {
  const catalogue = useMemo(() => {
    const brand = brandFromDocument();
    return { brand, messages: createEnglishMessages(brand) };
  }, []);
  return <MessagesContext value={catalogue}>{children}</MessagesContext>;
}

/** The current language's catalogue; every screen takes its words from here. */
export function useMessages(): Messages {
  return useCatalogue().messages;
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
