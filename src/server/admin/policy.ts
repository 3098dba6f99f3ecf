import type { UserRow } from "../db/schema/index.ts";
import { badRequest, forbidden, notFound } from "../lib/http-errors.ts";

export const userNotFound = () => notFound((m) => m.admin.errors.userNotFound);

/** An account an admin may delete: never their own, never another admin's (those are managed outside the app). */
export function assertCanRemove(admin: UserRow, target: UserRow | undefined): UserRow {
  if (!target) throw userNotFound();
  if (target.id === admin.id) throw forbidden((m) => m.admin.errors.cannotDeleteSelf);
  if (target.role === "admin") throw forbidden((m) => m.admin.errors.cannotDeleteAdmin);
  return target;
}

/** Spec 2 §4: only clients are hidden (soft delete) and reactivated; designers are deleted for good. */
export function assertHideable(admin: UserRow, target: UserRow | undefined): UserRow {
  const removable = assertCanRemove(admin, target);
  if (removable.role !== "client") throw badRequest((m) => m.admin.errors.onlyClientsHidden);
  return removable;
}
