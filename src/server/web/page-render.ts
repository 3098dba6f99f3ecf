import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RenderedPage, RenderPage, ServerFetch } from "#shared/app/page-render.ts";
import { matchAppRoute } from "#shared/app/routes.ts";
import type { CurrentUser } from "#shared/auth/user.ts";
import { SIGNED_IN_HINT_COOKIE } from "#shared/auth/user.ts";
import type { Messages } from "#shared/i18n/index.ts";
import type { Locale } from "#shared/i18n/locales.ts";

/** Renders the page a navigation asks for, or answers undefined when the browser renders it. */
export type PageRendering = (request: FastifyRequest, locale: Locale) => Promise<RenderedPage | undefined>;

export interface PageRenderingOptions {
  catalogues: Record<Locale, Messages>;
  brand: string;
  /** The client's server entry: loaded once in production, on each page in development (hot reload). */
  loadRenderPage: () => Promise<RenderPage>;
}

/** The server entry Vite builds beside the client (scripts/client-build.ts), if it was built. */
export async function importBuiltRenderPage(file: string): Promise<RenderPage | undefined> {
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * Public pages arrive as complete HTML in the reader's language (issue 20); signed-in areas stay
 * rendered in the browser. The page's data comes from the app's own routes, answered in-process, so it
 * is exactly what the browser would have fetched, with the same caches and rules.
 */
export function createPageRendering(app: FastifyInstance, options: PageRenderingOptions): PageRendering {
  return async (request, locale) => {
    const pathname = new URL(request.url, "http://localhost").pathname;
    const route = matchAppRoute(pathname);
    if (route?.access === "protected" || route?.key === "signOut") return undefined;
    const currentUser = await signedInUser(app, request);
    // `/` is the signed-in person's dashboard, which the browser renders.
    if (currentUser && route?.key === "home") return undefined;
    const renderPage = await options.loadRenderPage();
    return renderPage({
      url: request.url,
      locale,
      brand: options.brand,
      messages: options.catalogues[locale],
      currentUser,
      fetchApi: serverFetch(app, locale),
    });
  };
}

/** Reads the app's public API in-process, as a visitor reading `locale` (no cookie: public answers are everyone's). */
function serverFetch(app: FastifyInstance, locale: Locale): ServerFetch {
  return async (url) => {
    const answer = await app.inject({
      method: "GET",
      url,
      headers: { accept: "application/json", "accept-language": locale },
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
}

/**
 * Whether the browser may hold a session (its signed-in hint is set): a page for it may carry who is signed in,
 * so it is neither kept for others nor stored by shared caches.
 */
export function mayBeSignedIn(request: FastifyRequest): boolean {
  return request.cookies?.[SIGNED_IN_HINT_COOKIE] !== undefined;
}

/** Who the page is for; a visitor without the signed-in hint costs no session lookup. */
async function signedInUser(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser | null> {
  if (!mayBeSignedIn(request) || !request.headers.cookie) return null;
  const answer = await app.inject({
    method: "GET",
    url: "/api/auth/user",
    headers: { accept: "application/json", cookie: request.headers.cookie },
  });
  return answer.statusCode === 200 ? (answer.json() as CurrentUser) : null;
}
