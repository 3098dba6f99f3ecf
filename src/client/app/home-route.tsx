import { lazy, type ReactElement } from "react";
import { preloadMarketingMessages } from "../marketing/marketing-messages.ts";
import { useAuth } from "./use-current-user.ts";

let loading: Promise<{ default: typeof import("../marketing/landing-page.tsx").LandingPage }> | undefined;

/** The landing page's code and words; a server-rendered `/` loads them before hydrating. */
export function preloadLandingPage() {
  loading ??= Promise.all([import("../marketing/landing-page.tsx"), preloadMarketingMessages()]).then(
    ([page]) => ({ default: page.LandingPage }),
  );
  return loading;
}

const LandingPage = lazy(preloadLandingPage);

/**
 * Spec 1 §2: `/` is the landing page while auth loads or when signed out, else the home dashboard, which
 * is the signed-in person's one dashboard: the very screen of `/dashboard` and `/home` (`signedIn`).
 */
export function HomeRoute({ signedIn }: { signedIn: ReactElement }) {
  const auth = useAuth();
  return auth.status === "authenticated" ? signedIn : <LandingPage metaKey="home" />;
}
