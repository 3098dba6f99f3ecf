import { lazy } from "react";
import { useAuth } from "../auth/use-current-user.ts";

const LandingPage = lazy(async () => ({
  default: (await import("../marketing/landing-page.tsx")).LandingPage,
}));
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
