import { type ComponentType, lazy, type ReactElement } from "react";
import { Navigate, type RouteObject, useRoutes } from "react-router";
import { APP_ROUTES, LOGIN_ALIAS, matchAppRoute, type PageKey } from "#shared/app/routes.ts";
import { preloadMarketingMessages } from "../marketing/marketing-messages.ts";
import { preloadAuthMessages } from "./auth-messages.ts";
import { preloadContactWords } from "./contact-messages.ts";
import { HomeRoute, preloadLandingPage } from "./home-route.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { useAuth } from "./use-current-user.ts";

/** Each screen's loader, by the element that shows it: a server-rendered page loads its own before hydrating. */
const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** Each page is its own chunk, so a visitor never downloads the dashboards. */
function page(load: () => Promise<ComponentType>): ReactElement {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  const Page = lazy(loadOnce);
  const element = <Page />;
  loaders.set(element, loadOnce);
  return element;
}

/** A page whose words are a chunk of their own: they load alongside its code, not after it. */
function pageWithWords(
  load: () => Promise<ComponentType>,
  preloadWords: () => Promise<unknown>,
): ReactElement {
  return page(async () => (await Promise.all([load(), preloadWords()]))[0]);
}

/** A static page, with its texts. */
function marketingPage(load: () => Promise<ComponentType>): ReactElement {
  return pageWithWords(load, preloadMarketingMessages);
}

/** A page showing sign-in's words (sign-in, registration, the request form's invitation to sign in), with them. */
function authPage(load: () => Promise<ComponentType>): ReactElement {
  return pageWithWords(load, preloadAuthMessages);
}

const profilePage = page(() => import("../profile/profile-page.tsx").then((m) => m.ProfilePage));
const secondFactorSetup = page(() =>
  import("../profile/security/setup-required-page.tsx").then((m) => m.SecondFactorSetupPage),
);

// The guard's spinner, toast and way to sign in: only signed-in screens need them, so a visitor's page goes without.
const RequireAuth = lazy(async () => ({ default: (await import("./require-auth.tsx")).RequireAuth }));

/** A signed-in page; an admin whose session lacks the second factor sets it up first (the server insists). */
function Protected({ screen }: { screen: ReactElement }) {
  const auth = useAuth();
  const shown = auth.user?.secondFactorSetupRequired ? secondFactorSetup : screen;
  // Someone signed in gets the guard and the screen side by side, not the screen after the guard.
  if (auth.status === "authenticated") void loaders.get(shown)?.();
  return <RequireAuth>{shown}</RequireAuth>;
}

/** The page for an address the app does not have; the server renders it too, with a 404. */
const notFound = page(() => import("./not-found-page.tsx").then((m) => m.NotFoundPage));

/** Each role's one dashboard: `/dashboard`, and `/` and `/home` for a signed-in person. */
const dashboard = page(() => import("./dashboard-route.tsx").then((m) => m.DashboardRoute));

/** The screen of every route in the shared route table. */
const SCREENS: Record<Exclude<PageKey, "notFound">, ReactElement> = {
  home: <HomeRoute signedIn={<Protected screen={dashboard} />} />,
  landing: marketingPage(() => import("../marketing/landing-page.tsx").then((m) => m.LandingPage)),
  designs: page(() => import("../designs/designs-page.tsx").then((m) => m.DesignsPage)),
  design: page(() => import("../designs/design-detail-page.tsx").then((m) => m.DesignDetailPage)),
  howItWorks: marketingPage(() => import("../marketing/how-it-works-page.tsx").then((m) => m.HowItWorksPage)),
  about: marketingPage(() => import("../marketing/about-page.tsx").then((m) => m.AboutPage)),
  forDesigners: marketingPage(() =>
    import("../marketing/for-designers-page.tsx").then((m) => m.ForDesignersPage),
  ),
  forClients: marketingPage(() => import("../marketing/for-clients-page.tsx").then((m) => m.ForClientsPage)),
  privacy: marketingPage(() => import("../marketing/privacy-page.tsx").then((m) => m.PrivacyPage)),
  terms: marketingPage(() => import("../marketing/terms-page.tsx").then((m) => m.TermsPage)),
  cookies: marketingPage(() => import("../marketing/cookies-page.tsx").then((m) => m.CookiesPage)),
  contact: pageWithWords(
    () => import("../contact/contact-page.tsx").then((m) => m.ContactPage),
    preloadContactWords,
  ),
  adminAccess: authPage(() => import("../auth/admin-access-page.tsx").then((m) => m.AdminAccessPage)),
  signIn: authPage(() => import("../auth/sign-in-page.tsx").then((m) => m.SignInPage)),
  signUp: authPage(() => import("../auth/sign-up-page.tsx").then((m) => m.SignUpPage)),
  forgotPassword: authPage(() =>
    import("../auth/forgot-password-page.tsx").then((m) => m.ForgotPasswordPage),
  ),
  resetPassword: authPage(() => import("../auth/reset-password-page.tsx").then((m) => m.ResetPasswordPage)),
  signOut: authPage(() => import("../auth/sign-out-page.tsx").then((m) => m.SignOutPage)),
  designRequest: authPage(() =>
    import("../requests/design-request-page.tsx").then((m) => m.DesignRequestPage),
  ),
  dashboard,
  homeDashboard: dashboard,
  myForms: page(() => import("../requests/my-forms-page.tsx").then((m) => m.MyFormsPage)),
  portfolio: page(() => import("../designs/portfolio/portfolio-page.tsx").then((m) => m.PortfolioPage)),
  dashboardProfile: profilePage,
  profile: profilePage,
  forms: page(() => import("../admin/forms-page.tsx").then((m) => m.FormsPage)),
  clients: page(() => import("../admin/clients-page.tsx").then((m) => m.ClientsPage)),
  savedDesigns: page(() => import("../designs/saved-designs-page.tsx").then((m) => m.SavedDesignsPage)),
  designers: page(() => import("../admin/designers-page.tsx").then((m) => m.DesignersPage)),
  messages: page(() => import("../admin/messages-page.tsx").then((m) => m.MessagesPage)),
  deliveries: page(() => import("../admin/deliveries-page.tsx").then((m) => m.DeliveriesPage)),
  analytics: page(() => import("../admin/analytics/analytics-page.tsx").then((m) => m.AnalyticsPage)),
  designerProfile: page(() =>
    import("../designs/designer-profile-page.tsx").then((m) => m.DesignerProfilePage),
  ),
  designerDirectory: page(() =>
    import("../designs/directory/designer-directory-page.tsx").then((m) => m.DesignerDirectoryPage),
  ),
  costGuide: page(async () => {
    const [screen] = await Promise.all([
      import("../marketing/cost-guide/cost-guide-page.tsx").then((m) => m.CostGuidePage),
      import("../marketing/cost-guide/cost-guide-messages.ts").then(async (m) => {
        await m.preloadCostGuideMessages();
      }),
    ]);
    return screen;
  }),
  introducedRequests: page(() =>
    import("../matching/introduced-requests-page.tsx").then((m) => m.IntroducedRequestsPage),
  ),
  introducedRequest: page(() =>
    import("../matching/introduced-request-page.tsx").then((m) => m.IntroducedRequestPage),
  ),
  requestProgress: page(() =>
    import("../matching/request-progress-page.tsx").then((m) => m.RequestProgressPage),
  ),
  credentials: page(() => import("../admin/credentials-page.tsx").then((m) => m.CredentialsPage)),
};

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...APP_ROUTES.map(({ key, path, access, promptsVisitors }) => ({
        path,
        element:
          access === "protected" && !promptsVisitors ? <Protected screen={SCREENS[key]} /> : SCREENS[key],
      })),
      { path: LOGIN_ALIAS, element: <Navigate to="/" replace /> },
      { path: "*", element: notFound },
    ],
  },
];

/**
 * Loads the code of the screen at `pathname` (the landing page's for `/`, the not-found page's for an address
 * the app does not have), so a server-rendered page hydrates at once instead of waiting on its chunk halfway
 * through.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = matchAppRoute(pathname);
  if (!route) return loaders.get(notFound)?.() ?? Promise.resolve();
  if (route.key === "home") return preloadLandingPage();
  return loaders.get(SCREENS[route.key])?.() ?? Promise.resolve();
}

/** Every screen of the app, under the layout. */
export function AppRoutes() {
  return useRoutes(routes);
}
