import type { FastifyInstance } from "fastify";
import { USER_ROLES, type UserRole } from "#shared/auth/roles.ts";
import { allows, declaredRoutes } from "../../lib/http/declared-routes.ts";

/** The app's API endpoints ("METHOD /api/path/:param") and who each one's declaration lets in. */
export type Endpoints = ReadonlyMap<string, readonly UserRole[] | "public">;

/** Every API endpoint the app serves, read from the routes' own declarations. */
export function apiEndpoints(app: FastifyInstance): Endpoints {
  return new Map(
    declaredRoutes(app).map(({ method, url, access }) => [
      `${method} ${url}`,
      access === "public" ? "public" : USER_ROLES.filter((role) => allows(access, role)),
    ]),
  );
}

function matches(route: string, method: string, url: string): boolean {
  const [routeMethod, path = ""] = route.split(" ");
  const pattern = new RegExp(`^${path.replace(/:\w+/g, "[^/]+").replace(/\./g, "\\.")}$`);
  return routeMethod === method && pattern.test(url);
}

const paramCount = (route: string) => (route.match(/:/g) ?? []).length;

/** The route of `endpoints` that serves `method url`: a static segment wins over a parameter. */
export function routeOf(endpoints: Endpoints, method: string, url: string): string | undefined {
  return [...endpoints.keys()]
    .filter((route) => matches(route, method, url))
    .sort((a, b) => paramCount(a) - paramCount(b))[0];
}

/** The roles an endpoint's declaration lets in, or "public". */
export function allowedRoles(endpoints: Endpoints, route: string): readonly UserRole[] | "public" {
  const allowed = endpoints.get(route);
  if (!allowed) throw new Error(`${route} is not an endpoint the app serves`);
  return allowed;
}
