import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { UserRole } from "#shared/auth/roles.ts";
import { SECOND_FACTOR_REQUIRED_ROLES } from "#shared/auth/second-factor.ts";
import { forbidden, unauthorized } from "../http-errors.ts";
import { errorAnswer } from "./declared-schemas.ts";
import { addRouteHook } from "./route-hooks.ts";

/** Who may call a route: anyone, any signed-in user, or the users of these roles. */
export type Access = "public" | "signed-in" | readonly UserRole[];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Every API route names who may call it; one hook enforces it before the input is read. */
    access?: Access;
    /**
     * A route an admin session without its second factor may still call (who they are, signing out, setting
     * the factor up); every other non-public route refuses such a session.
     */
    beforeSecondFactor?: boolean;
  }
}

/** An API route as the app serves it, with the rights it declared. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
  /** Open to a session still without the second factor its role needs (setting it up). */
  beforeSecondFactor: boolean;
}

const routesOf = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Routes registered by plugins that serve the API reference's own files. */
const UNDECLARED_PREFIXES = ["/api/docs"];

/**
 * Validation and serialization through each route's zod schemas, and a register of the API routes:
 * a route under /api that does not say who may call it stops the app from starting.
 */
export function declareRoutes(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routes: DeclaredRoute[] = [];
  routesOf.set(app, routes);
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith("/api/") || UNDECLARED_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
      return;
    const access = route.config?.access;
    if (!access)
      throw new Error(`${[route.method].flat().join(",")} ${route.url} does not declare its access`);
    if (route.schema && route.schema.hide !== true) {
      // Refusals are documented once for every route, in the shape the error handler answers.
      route.schema.response = { "4XX": errorAnswer, "5XX": errorAnswer, ...(route.schema.response ?? {}) };
      if (access !== "public") {
        route.schema.security = [{ session: [] }];
        const who = `Who may call: ${access === "signed-in" ? "any signed-in user" : access.join(", ")}.`;
        // A GET's HEAD twin shares these options: say it once.
        if (!route.schema.description?.includes(who))
          route.schema.description = [route.schema.description, who].filter(Boolean).join("\n\n");
      }
    }
    for (const method of [route.method].flat()) {
      if (method !== "HEAD")
        routes.push({
          method,
          url: route.url,
          access,
          beforeSecondFactor: route.config?.beforeSecondFactor === true,
        });
    }
  });
}

/** The API routes `app` serves and who may call each, as they were declared. */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  const routes = routesOf.get(app);
  if (!routes) throw new Error("declareRoutes was not called on this app");
  return routes;
}

/** Whether a user of `role` (null: signed out) may call a route of `access`. */
export function allows(access: Access, role: UserRole | null): boolean {
  if (access === "public") return true;
  if (role === null) return false;
  return access === "signed-in" || access.includes(role);
}

const secondFactorSetupRequired = () =>
  forbidden((m) => m.secondFactor.errors.setupRequired, { secondFactorSetupRequired: true });

/**
 * Refuses a request its route's declared access does not allow: 401 signed out, 403 otherwise, and 403
 * with `secondFactorSetupRequired` for a session of a role that needs a second factor and has not given one.
 */
export function enforceAccess(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const access = route.config?.access;
    // A public route has nothing to check, so its requests skip the hook altogether.
    if (!access || access === "public") return;
    const beforeSecondFactor = route.config?.beforeSecondFactor === true;
    const check = async (request: FastifyRequest) => {
      const role = request.session?.user.role ?? null;
      if (role === null) throw unauthorized();
      if (!allows(access, role)) throw forbidden();
      if (
        !request.session?.secondFactor &&
        SECOND_FACTOR_REQUIRED_ROLES.includes(role) &&
        !beforeSecondFactor
      )
        throw secondFactorSetupRequired();
    };
    // Before the route's own checks, which may take the caller as allowed.
    addRouteHook(route, "preValidation", check, { first: true });
  });
}
