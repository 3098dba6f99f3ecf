import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
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

/** What a visitor's page read of the API, exactly as it was answered. */
interface Read {
  url: string;
  statusCode: number;
  payload: Buffer;
}

/**
 * A visitor's page as rendered, with the answers it read: while every one of them is answered with the same
 * bytes, the page is the same (the render's key is made of the address, the language and that data), so it is
 * neither parsed, hashed nor rendered again. Kept a minute at most, as the render's own cache, for what a page
 * shows of the time.
 */
interface RenderedWithReads {
  page: RenderedPage;
  reads: Read[];
}

/**
 * Public pages arrive as complete HTML in the reader's language (issue 20); signed-in areas stay
 * rendered in the browser. The page's data comes from the app's own routes, answered in-process, so it
 * is exactly what the browser would have fetched, with the same caches and rules.
 */
export function createPageRendering(app: FastifyInstance, options: PageRenderingOptions): PageRendering {
  const rendered = new LRUCache<string, RenderedWithReads>({ max: 300, ttl: 60_000 });
  return async (request, locale) => {
    const pathname = new URL(request.url, "http://localhost").pathname;
    const route = matchAppRoute(pathname);
    if (route?.access === "protected" || route?.key === "signOut") return undefined;
    const currentUser = await signedInUser(app, request);
    // `/` is the signed-in person's dashboard, which the browser renders.
    if (currentUser && route?.key === "home") return undefined;
    // A page for someone who may be signed in may carry who they are: never reused.
    const reusable = mayBeSignedIn(request) ? undefined : `${locale} ${request.url}`;
    const kept = reusable ? rendered.get(reusable) : undefined;
    if (kept && (await answeredAlike(app, locale, kept.reads))) return kept.page;
    const renderPage = await options.loadRenderPage();
    const reads: Read[] = [];
    const page = await renderPage({
      url: request.url,
      locale,
      brand: options.brand,
      messages: options.catalogues[locale],
      currentUser,
      fetchApi: serverFetch(app, locale, reads),
    });
    if (reusable && page.key) rendered.set(reusable, { page, reads });
    return page;
  };
}

/** Reads the app's public API in-process, as a visitor reading `locale` (no cookie: public answers are everyone's). */
function readPublicApi(app: FastifyInstance, locale: Locale, url: string) {
  return app.inject({
    method: "GET",
    url,
    headers: { accept: "application/json", "accept-language": locale },
  });
}

function serverFetch(app: FastifyInstance, locale: Locale, reads: Read[]): ServerFetch {
  return async (url) => {
    const answer = await readPublicApi(app, locale, url);
    reads.push({ url, statusCode: answer.statusCode, payload: answer.rawPayload });
    // A Buffer is the Uint8Array the body is; the DOM's types ask for one over a plain ArrayBuffer.
    return new Response(answer.rawPayload as Uint8Array<ArrayBuffer>, {
      status: answer.statusCode,
      headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
    });
  };
}

/** Whether every answer a page read is still answered with the same bytes. */
async function answeredAlike(app: FastifyInstance, locale: Locale, reads: Read[]): Promise<boolean> {
  const answers = await Promise.all(reads.map((read) => readPublicApi(app, locale, read.url)));
  return answers.every(
    (answer, index) =>
      answer.statusCode === reads[index]?.statusCode && answer.rawPayload.equals(reads[index].payload),
  );
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
