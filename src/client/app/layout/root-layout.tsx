import { lazy, Suspense } from "react";
import { ErrorBoundary } from "react-error-boundary";
import { Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../ui/spinner.tsx";
import { Toaster } from "../../ui/toast.tsx";
import { preloadWorkspaceMessages, useMessages } from "../i18n.tsx";
import { RouteErrorPage } from "../route-error-page.tsx";
import { useAuth } from "../use-current-user.ts";
import { Footer } from "./footer.tsx";
import { ScrollToTopOnNavigate } from "./scroll-to-top.ts";
import { SIDE_NAV_COLUMN } from "./side-nav-column.ts";
import { TopNav } from "./top-nav.tsx";

// Only signed-in users see it: a visitor's page does not download it or its words, which arrive together.
const SideNav = lazy(async () => {
  const [nav] = await Promise.all([import("./side-nav.tsx"), preloadWorkspaceMessages()]);
  return { default: nav.SideNav };
});

// Asks a signed-in user for a missing name or phone number; a visitor's page does not download it.
const CompleteProfileGate = lazy(async () => ({
  default: (await import("../../profile/complete-profile-gate.tsx")).CompleteProfileGate,
}));

/** The side navigation's column while it loads, so the page beside it does not move when it comes. */
const SIDE_NAV_PLACE = <div className={SIDE_NAV_COLUMN} />;

/** The signed-in area, where the side navigation is shown: `/` and `/home` show the dashboard when signed in. */
const WORKSPACE_PATH = /^\/((dashboard|profile|home)(\/|$)|$)/;

export function RootLayout() {
  const m = useMessages().app;
  const auth = useAuth();
  const { pathname } = useLocation();
  const inWorkspace = auth.status === "authenticated" && WORKSPACE_PATH.test(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {m.nav.skipToContent}
      </a>
      <TopNav />
      <div className="flex flex-1">
        {inWorkspace && (
          <Suspense fallback={SIDE_NAV_PLACE}>
            <SideNav user={auth.user} />
          </Suspense>
        )}
        {/* index.html holds the first paint until the parser reaches this id (`<link rel="expect">`). */}
        <main id="main" className="flex min-w-0 flex-1 flex-col">
          <ErrorBoundary
            FallbackComponent={RouteErrorPage}
            onError={(error) => console.warn(error)}
            resetKeys={[pathname]}
          >
            <Suspense fallback={<PageSpinner label={m.states.loading} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <Footer />
      {auth.status === "authenticated" && (
        <Suspense fallback={null}>
          <CompleteProfileGate />
        </Suspense>
      )}
      <Toaster label={m.toast.label} closeLabel={m.toast.close} regionLabel={m.toast.region} />
      <ScrollToTopOnNavigate />
    </div>
  );
}
