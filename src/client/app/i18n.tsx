import { createContext, type ReactNode, use, useMemo } from "react";
import { createEnglishMessages, DEFAULT_BRAND, type Messages } from "#shared/i18n/index.ts";

const MessagesContext = createContext<Messages | null>(null);

/** The server names the brand (BRAND_NAME) in the page it sends. */
function brandFromDocument(): string {
  return document.querySelector('meta[name="application-name"]')?.getAttribute("content") || DEFAULT_BRAND;
}

export function MessagesProvider({ children }: { children: ReactNode }) {
  const messages = useMemo(() => createEnglishMessages(brandFromDocument()), []);
  return <MessagesContext value={messages}>{children}</MessagesContext>;
}

/** The current language's catalogue; every screen takes its words from here. */
export function useMessages(): Messages {
  const messages = use(MessagesContext);
  if (!messages) throw new Error("useMessages needs a MessagesProvider");
  return messages;
}
