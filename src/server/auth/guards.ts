import type { FastifyRequest } from "fastify";
import type { UserRole } from "#shared/auth/roles.ts";
import type { UserRow } from "../db/schema/index.ts";
import { forbidden, unauthorized } from "../lib/http-errors.ts";

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthorized();
  return request.session.user;
}

/** The signed-in user if their role is one of `roles`: 401 when signed out, 403 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: UserRole[]): UserRow {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/**
 * The signed-in user of a route whose declared access is not public (the access hook has already
 * refused everyone else; this only narrows the type, and still refuses if a route forgot to declare).
 */
export const signedIn = requireUser;
