import type { FastifyRequest } from "fastify";
import type { Messages } from "#shared/i18n/index.ts";
import { requireRole } from "../auth/guards.ts";
import type { UserRow } from "../db/schema/index.ts";
import { badRequest, forbidden, notFound } from "../lib/http-errors.ts";

type Errors = Messages["admin"]["errors"];

/** Spec 2 §6: account management and the contact inbox are for admins only (401 signed out, 403 others). */
export function requireAdmin(request: FastifyRequest): UserRow {
  return requireRole(request, "admin");
}

/** An account an admin may delete: never their own, never another admin's (those are managed outside the app). */
export function assertCanRemove(admin: UserRow, target: UserRow | undefined, m: Errors): UserRow {
  if (!target) throw notFound(m.userNotFound);
  if (target.id === admin.id) throw forbidden(m.cannotDeleteSelf);
  if (target.role === "admin") throw forbidden(m.cannotDeleteAdmin);
  return target;
}

/** Spec 2 §4: only clients are hidden (soft delete) and reactivated; designers are deleted for good. */
export function assertHideable(admin: UserRow, target: UserRow | undefined, m: Errors): UserRow {
  const removable = assertCanRemove(admin, target, m);
  if (removable.role !== "client") throw badRequest(m.onlyClientsHidden);
  return removable;
}
