import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../http-errors.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function isSameSite(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite === "cross-site") return false;
  const origin = request.headers.origin;
  if (!origin) return true;
  if (origin === "null") return false;
  const own = `${request.protocol}://${request.host}`;
  return origin === own || trustedOrigins.includes(origin);
}

/**
 * Refuses state-changing requests sent by another site (cross-site request forgery), on top of
 * the SameSite cookie: browsers always send Origin or Sec-Fetch-Site with such requests.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, trustedOrigins: readonly string[]) {
  app.addHook("onRequest", async (request) => {
    if (UNSAFE_METHODS.has(request.method) && !isSameSite(request, trustedOrigins))
      throw forbidden((m) => m.auth.errors.crossSite);
  });
}
