import "@fontsource-variable/inter";
import "./styles.css";
import { StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { loadCatalogue } from "./app/i18n.tsx";
import { Providers } from "./app/providers.tsx";
import { AppRoutes } from "./app/router.tsx";

loadCatalogue();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </Suspense>
  </StrictMode>,
);

// Spec 1 §7: the service worker is registered from /sw.js; a failure only logs.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("/sw.js")
      .catch((error: unknown) => console.warn("Service worker not registered", error));
  });
}
