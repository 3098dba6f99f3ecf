/** Every screen of the product (spec 1 §2 route table); the server and the client both read it. */
export const PAGE_KEYS = [
  "home",
  "landing",
  "designs",
  "design",
  "howItWorks",
  "about",
  "forDesigners",
  "forClients",
  "privacy",
  "terms",
  "cookies",
  "contact",
  "adminAccess",
  "signIn",
  "signUp",
  "forgotPassword",
  "resetPassword",
  "signOut",
  "designRequest",
  "dashboard",
  "homeDashboard",
  "myForms",
  "portfolio",
  "dashboardProfile",
  "profile",
  "forms",
  "clients",
  "designers",
  "messages",
  "deliveries",
  "analytics",
  "savedDesigns",
  "designerProfile",
  "designerDirectory",
  "costGuide",
  "introducedRequests",
  "introducedRequest",
  "requestProgress",
  "credentials",
  "notFound",
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export interface AppRoute {
  key: Exclude<PageKey, "notFound">;
  /** React Router pattern. */
  path: string;
  /** Protected routes need a signed-in user; their HTML carries no page-specific metadata. */
  access: "public" | "protected";
  /** A protected page that explains itself to visitors instead of sending them to sign in. */
  promptsVisitors?: true;
  /** A public page with nothing to find in a search (sign-in and the like): noindex, not in the sitemap. */
  noindex?: true;
}

const ROUTES = [
  { key: "home", path: "/", access: "public" },
  { key: "landing", path: "/landing", access: "public" },
  { key: "designs", path: "/designs", access: "public" },
  { key: "design", path: "/design/:id", access: "public" },
  { key: "howItWorks", path: "/how-it-works", access: "public" },
  { key: "about", path: "/about", access: "public" },
  { key: "forDesigners", path: "/for-designers", access: "public" },
  { key: "forClients", path: "/for-clients", access: "public" },
  { key: "privacy", path: "/privacy", access: "public" },
  { key: "terms", path: "/terms", access: "public" },
  { key: "cookies", path: "/cookies", access: "public" },
  { key: "contact", path: "/contact", access: "public" },
  { key: "adminAccess", path: "/admin-access", access: "public", noindex: true },
  { key: "signIn", path: "/sign-in", access: "public", noindex: true },
  { key: "signUp", path: "/sign-up", access: "public", noindex: true },
  { key: "forgotPassword", path: "/forgot-password", access: "public", noindex: true },
  { key: "resetPassword", path: "/reset-password", access: "public", noindex: true },
  { key: "signOut", path: "/sign-out", access: "public", noindex: true },
  { key: "designRequest", path: "/design-request", access: "protected", promptsVisitors: true },
  { key: "dashboard", path: "/dashboard", access: "protected" },
  // Spec 1 §2: the home dashboard's own address; the same screen as /dashboard (docs/decisions.md).
  { key: "homeDashboard", path: "/home", access: "protected" },
  { key: "myForms", path: "/dashboard/my-forms", access: "protected" },
  { key: "portfolio", path: "/dashboard/portfolio", access: "protected" },
  { key: "dashboardProfile", path: "/dashboard/profile", access: "protected" },
  { key: "profile", path: "/profile", access: "protected" },
  { key: "forms", path: "/dashboard/forms", access: "protected" },
  { key: "clients", path: "/dashboard/clients", access: "protected" },
  { key: "designers", path: "/dashboard/designers", access: "protected" },
  { key: "messages", path: "/dashboard/messages", access: "protected" },
  { key: "deliveries", path: "/dashboard/deliveries", access: "protected" },
  { key: "analytics", path: "/dashboard/analytics", access: "protected" },
  { key: "savedDesigns", path: "/saved-designs", access: "protected" },
  { key: "designerProfile", path: "/designers/:id", access: "public" },
  { key: "designerDirectory", path: "/designers", access: "public" },
  { key: "costGuide", path: "/cost-guide", access: "public" },
  { key: "introducedRequests", path: "/dashboard/requests", access: "protected" },
  { key: "introducedRequest", path: "/dashboard/requests/:id", access: "protected" },
  { key: "requestProgress", path: "/dashboard/my-forms/:id", access: "protected" },
  { key: "credentials", path: "/dashboard/credentials", access: "protected" },
] as const satisfies readonly AppRoute[];

export const APP_ROUTES: readonly AppRoute[] = ROUTES;

/** The pages whose head the server describes: those anyone may read, and the not-found page. */
export type DescribedPageKey = Extract<(typeof ROUTES)[number], { access: "public" }>["key"] | "notFound";

/** Whether anyone may read the route's page; its key is then one the server describes. */
export function isPublicRoute(route: AppRoute | undefined): route is AppRoute & { key: DescribedPageKey } {
  return route?.access === "public";
}

/** `/login` only sends the browser home (spec 1 §2). */
export const LOGIN_ALIAS = "/login";

function toRegExp(pattern: string): RegExp {
  const source = pattern.replace(/:[A-Za-z]+/g, "[^/]+");
  return new RegExp(`^${source}/?$`);
}

const matchers = APP_ROUTES.map((route) => ({ route, regexp: toRegExp(route.path) }));

/** The route a browser path shows, or undefined when the path is the not-found screen. */
export function matchAppRoute(pathname: string): AppRoute | undefined {
  return matchers.find(({ regexp }) => regexp.test(pathname))?.route;
}
