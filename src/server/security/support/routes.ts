import type { FastifyInstance } from "fastify";
import { USER_ROLES, type UserRole } from "#shared/auth/roles.ts";
import { PROTECTED_ENDPOINTS } from "../../test-support/endpoints.ts";

/** One line of `printRoutes({ commonPrefix: false })`: tree indent, path segment, methods. */
const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (\S+) \(([^)]+)\)$/;

/** Every API endpoint the app serves, as "METHOD /api/path/:param", read from Fastify's own route tree. */
export function apiEndpoints(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const found = new Set<string>();
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods = ""] = match;
    const depth = indent.length / 4;
    const path = (depth > 0 ? (paths[depth - 1] ?? "") : "") + segment;
    paths[depth] = path;
    paths.length = depth + 1;
    if (!path.startsWith("/api/")) continue;
    for (const method of methods.split(", ")) {
      if (method !== "HEAD" && method !== "-") found.add(`${method} ${path}`);
    }
  }
  return [...found].sort();
}

function matches(route: string, method: string, url: string): boolean {
  const [routeMethod, path = ""] = route.split(" ");
  const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+").replace(/\./g, "\\.")}$`);
  return routeMethod === method && pattern.test(url);
}

const paramCount = (route: string) => (route.match(/:/g) ?? []).length;

/** The route of `endpoints` that serves `method url`: a static segment wins over a parameter. */
export function routeOf(endpoints: readonly string[], method: string, url: string): string | undefined {
  return endpoints
    .filter((route) => matches(route, method, url))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}

/**
 * The roles that pass an endpoint's rights check, from the shared rights matrix
 * (test-support/endpoints.ts); an endpoint it does not list is public.
 */
export function allowedRoles(endpoints: readonly string[], route: string): readonly UserRole[] | "public" {
  const rules = PROTECTED_ENDPOINTS.filter(
    (endpoint) => routeOf(endpoints, endpoint.method, endpoint.url.split("?")[0] ?? "") === route,
  );
  if (rules.length === 0) return "public";
  return USER_ROLES.filter((role) => rules.some((rule) => rule.allowed.includes(role)));
}
