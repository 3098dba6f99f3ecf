import { lazy } from "react";
import { preloadMarketingMessages } from "../marketing/marketing-messages.ts";
import { useAuth } from "./use-current-user.ts";

const LandingPage = lazy(async () => {
  const [page] = await Promise.all([import("../marketing/landing-page.tsx"), preloadMarketingMessages()]);
  return { default: page.LandingPage };
});
const HomeDashboard = lazy(async () => ({ default: (await import("./home-dashboard.tsx")).HomeDashboard }));

/** Spec 1 §2: `/` is the landing page while auth loads or when signed out, else the home dashboard. */
export function HomeRoute() {
  const auth = useAuth();
  return auth.status === "authenticated" ? (
    <HomeDashboard user={auth.user} />
  ) : (
    <LandingPage metaKey="home" />
  );
}
