import type { RouteOptions } from "fastify";

type RouteHookName = "onRequest" | "preValidation" | "preHandler";

/**
 * Gives one route a hook of its own, from an onRoute hook, instead of a hook every request runs
 * through: each hook costs a request its turn in Fastify's hook runner (a promise when async), so a
 * check only some routes need is added to those routes alone. `first` runs it before the route's own.
 */
export function addRouteHook(
  route: RouteOptions,
  name: RouteHookName,
  hook: NonNullable<RouteOptions[RouteHookName]>,
  { first = false } = {},
): void {
  const existing = route[name] === undefined ? [] : [route[name]].flat();
  const added = [hook].flat();
  // Fastify's own types give each hook list a union of signatures a spread cannot keep apart.
  route[name] = (first ? [...added, ...existing] : [...existing, ...added]) as never;
}
