import { lazy, type ReactElement } from "react";
import { preloadMarketingMessages } from "../marketing/marketing-messages.ts";
import { useAuth } from "./use-current-user.ts";

const LandingPage = lazy(async () => {
  const [page] = await Promise.all([import("../marketing/landing-page.tsx"), preloadMarketingMessages()]);
  return { default: page.LandingPage };
});

/**
 * Spec 1 §2: `/` is the landing page while auth loads or when signed out, else the home dashboard, which
 * is the signed-in person's one dashboard: the very screen of `/dashboard` and `/home` (`signedIn`).
 */
export function HomeRoute({ signedIn }: { signedIn: ReactElement }) {
  const auth = useAuth();
  return auth.status === "authenticated" ? signedIn : <LandingPage metaKey="home" />;
}
