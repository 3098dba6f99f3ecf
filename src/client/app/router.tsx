import { type ComponentType, lazy, type ReactElement } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { APP_ROUTES, LOGIN_ALIAS, type PageKey } from "#shared/app/routes.ts";
import { RequireAuth } from "../auth/require-auth.tsx";
import { HomeRoute } from "./home-route.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { RouteErrorPage } from "./route-error-page.tsx";

/** Each page is its own chunk, so a visitor never downloads the dashboards. */
function page(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}

const profilePage = page(() => import("../profile/profile-page.tsx").then((m) => m.ProfilePage));

/** The screen of every route in the shared route table. */
const SCREENS: Record<Exclude<PageKey, "notFound">, ReactElement> = {
  home: <HomeRoute />,
  landing: page(() => import("../marketing/landing-page.tsx").then((m) => m.LandingPage)),
  designs: page(() => import("../designs/designs-page.tsx").then((m) => m.DesignsPage)),
  design: page(() => import("../designs/design-detail-page.tsx").then((m) => m.DesignDetailPage)),
  howItWorks: page(() => import("../marketing/how-it-works-page.tsx").then((m) => m.HowItWorksPage)),
  about: page(() => import("../marketing/about-page.tsx").then((m) => m.AboutPage)),
  forDesigners: page(() => import("../marketing/for-designers-page.tsx").then((m) => m.ForDesignersPage)),
  forClients: page(() => import("../marketing/for-clients-page.tsx").then((m) => m.ForClientsPage)),
  privacy: page(() => import("../marketing/privacy-page.tsx").then((m) => m.PrivacyPage)),
  terms: page(() => import("../marketing/terms-page.tsx").then((m) => m.TermsPage)),
  cookies: page(() => import("../marketing/cookies-page.tsx").then((m) => m.CookiesPage)),
  contact: page(() => import("../contact/contact-page.tsx").then((m) => m.ContactPage)),
  adminAccess: page(() => import("../auth/admin-access-page.tsx").then((m) => m.AdminAccessPage)),
  signIn: page(() => import("../auth/sign-in-page.tsx").then((m) => m.SignInPage)),
  signUp: page(() => import("../auth/sign-up-page.tsx").then((m) => m.SignUpPage)),
  forgotPassword: page(() => import("../auth/forgot-password-page.tsx").then((m) => m.ForgotPasswordPage)),
  resetPassword: page(() => import("../auth/reset-password-page.tsx").then((m) => m.ResetPasswordPage)),
  designRequest: page(() => import("../requests/design-request-page.tsx").then((m) => m.DesignRequestPage)),
  dashboard: page(() => import("./dashboard-route.tsx").then((m) => m.DashboardRoute)),
  myForms: page(() => import("../requests/my-forms-page.tsx").then((m) => m.MyFormsPage)),
  portfolio: page(() => import("../designs/portfolio/portfolio-page.tsx").then((m) => m.PortfolioPage)),
  dashboardProfile: profilePage,
  profile: profilePage,
  forms: page(() => import("../admin/forms-page.tsx").then((m) => m.FormsPage)),
  clients: page(() => import("../admin/clients-page.tsx").then((m) => m.ClientsPage)),
  savedDesigns: page(() => import("../designs/saved-designs-page.tsx").then((m) => m.SavedDesignsPage)),
  designers: page(() => import("../admin/designers-page.tsx").then((m) => m.DesignersPage)),
  messages: page(() => import("../admin/messages-page.tsx").then((m) => m.MessagesPage)),
  designerProfile: page(() =>
    import("../matching/designer-profile-page.tsx").then((m) => m.DesignerProfilePage),
  ),
  introducedRequests: page(() =>
    import("../matching/introduced-requests-page.tsx").then((m) => m.IntroducedRequestsPage),
  ),
  introducedRequest: page(() =>
    import("../matching/introduced-request-page.tsx").then((m) => m.IntroducedRequestPage),
  ),
  requestProgress: page(() =>
    import("../matching/request-progress-page.tsx").then((m) => m.RequestProgressPage),
  ),
};

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...APP_ROUTES.map(({ key, path, access, promptsVisitors }) => ({
        path,
        element:
          access === "protected" && !promptsVisitors ? (
            <RequireAuth>{SCREENS[key]}</RequireAuth>
          ) : (
            SCREENS[key]
          ),
      })),
      { path: LOGIN_ALIAS, element: <Navigate to="/" replace /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
