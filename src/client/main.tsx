import "./styles.css";
import { hydrate } from "@tanstack/react-query";
import { type ReactNode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { PAGE_STATE_ID } from "#shared/app/page-render.ts";
import { SIGNED_IN_HINT_COOKIE } from "#shared/auth/user.ts";
import { createQueryClient } from "./app/api.ts";
import { App } from "./app/app.tsx";
import { loadCatalogue, preloadWorkspaceMessages } from "./app/i18n.tsx";
import { preloadScreen } from "./app/router.tsx";
import { addWebFont } from "./app/web-font.ts";
import { addIconSymbols } from "./ui/icon-symbols.ts";

// Spec 1 §7: the service worker is registered from /sw.js once the page has loaded; a failure only logs. A
// server-rendered page starts this module after its first paint, often after "load" has fired (issue 20).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .catch((error: unknown) => console.warn("Service worker not registered", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

// The server wrote the symbols of the icons on its page; those the app draws later come with the sprite.
addIconSymbols().catch((error: unknown) => console.error("Icons not loaded", error));

// Until Inter comes, text is set in the metric-matched fallback face (styles.css): the swap moves nothing.
addWebFont();

const catalogueLoading = loadCatalogue();
// Someone signed in sees signed-in menus on every page, and their screens: their words load at once, beside
// the public ones, and a page rendered for them hydrates with every word it showed.
const signedIn = document.cookie.split("; ").some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
const workspaceLoading = signedIn ? preloadWorkspaceMessages() : undefined;
const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const router = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;
const pageState = document.getElementById(PAGE_STATE_ID)?.textContent;

if (pageState) {
  // A server-rendered page: the same words, data and screen code as the server had, then hydration.
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(pageState));
  const [catalogue] = await Promise.all([
    catalogueLoading,
    preloadScreen(window.location.pathname),
    workspaceLoading,
  ]);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread until the whole page is done, so a tap during it is answered (total blocking time).
  startTransition(() => {
    hydrateRoot(
      root,
      <App router={router} queryClient={queryClient} catalogue={catalogue} fromServerHtml />,
      {
        onRecoverableError: (error) => console.error("Hydration failed", error),
      },
    );
  });
} else {
  createRoot(root).render(<App router={router} />);
}
