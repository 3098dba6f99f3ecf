import type { FastifyInstance } from "fastify";
import { APP_ROUTES } from "#shared/app/routes.ts";

/**
 * The API is no place for crawlers, except the public reads the pages render from: a search
 * engine that runs the page's JavaScript must be let fetch them, or it sees empty pages.
 */
const RENDERING_READS = ["/api/auth/user", "/api/portfolio", "/api/featured-designs", "/api/designers/"];

/**
 * Signed-in areas show a visitor nothing but the way to sign in. A protected page that explains
 * itself to visitors (the request form) stays crawlable, and its noindex keeps it out of results;
 * so do the sign-in pages, since a blocked address can still be listed from links to it.
 */
function privateAreas(): string[] {
  const prefixes = APP_ROUTES.filter((route) => route.access === "protected" && !route.promptsVisitors)
    .map((route) => route.path.split("/:")[0] ?? route.path)
    .sort();
  return prefixes.filter(
    (path, i) => !prefixes.slice(0, i).some((shorter) => path === shorter || path.startsWith(`${shorter}/`)),
  );
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    ...RENDERING_READS.map((path) => `Allow: ${path}`),
    "Disallow: /api/",
    ...privateAreas().map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", publicUrl).href}`,
    "",
  ].join("\n");
}

export async function robotsRoutes(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  const body = robotsTxt(publicUrl);
  app.get("/robots.txt", (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(body),
  );
}
