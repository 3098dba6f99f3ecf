import type { FastifyInstance, FastifyRequest } from "fastify";
import { addRouteHook } from "../http/route-hooks.ts";
import { forbidden } from "../http-errors.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether `origin` is this site: the address the request was sent to, or a configured one. */
function isOwnOrigin(request: FastifyRequest, origin: string, trustedOrigins: readonly string[]): boolean {
  return origin === `${request.protocol}://${request.host}` || trustedOrigins.includes(origin);
}

function isSameSite(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === "null") return false;
  return isOwnOrigin(request, origin, trustedOrigins);
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  return new URL(url).origin;
}

/**
 * Whether a navigation (a GET, for which browsers send no Origin of their own accord) was started on
 * one of this site's pages: by Sec-Fetch-Site when the browser sends it, else by Origin, else by the
 * Referer's origin. A typed address or a bookmark ("none") is not the site's own page, and neither is
 * a request that shows nothing of where it came from (another site can withhold its Referer).
 */
export function navigatedFromOwnPage(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite) return fetchSite === "same-origin";
  const from = request.headers.origin ?? originOf(request.headers.referer);
  return from !== undefined && from !== "null" && isOwnOrigin(request, from, trustedOrigins);
}

/**
 * Refuses state-changing requests sent by another site (cross-site request forgery), on top of
 * the SameSite cookie: browsers always send Origin or Sec-Fetch-Site with such requests.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const refuse = async (request: FastifyRequest) => {
    if (!isSameSite(request, trustedOrigins)) throw forbidden((m) => m.auth.errors.crossSite);
  };
  // Only routes that take a write run the check; a read never pays for it.
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().some((method) => UNSAFE_METHODS.has(method)))
      addRouteHook(route, "onRequest", refuse, { first: true });
  });
}
