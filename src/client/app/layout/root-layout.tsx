import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { CompleteProfileGate } from "../../profile/complete-profile-gate.tsx";
import { PageSpinner } from "../../ui/spinner.tsx";
import { Toaster } from "../../ui/toast.tsx";
import { useMessages } from "../i18n.tsx";
import { Footer } from "./footer.tsx";
import { TopNav } from "./top-nav.tsx";

export function RootLayout() {
  const m = useMessages().app;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.nav.skipToContent}
      </a>
      <TopNav />
      <main id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<PageSpinner label={m.states.loading} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CompleteProfileGate />
      <Toaster closeLabel={m.toast.close} regionLabel={m.toast.region} />
      <ScrollRestoration />
    </div>
  );
}
