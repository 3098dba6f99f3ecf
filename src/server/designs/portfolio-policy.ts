import type { FastifyRequest } from "fastify";
import { requireRole } from "../auth/guards.ts";
import type { DesignRow, UserRow } from "../db/schema/index.ts";
import { forbidden, notFound } from "../lib/http-errors.ts";

/** Spec 2 §6: designers keep their portfolio, admins manage all of it; clients are refused (403). */
export function requirePortfolioUser(request: FastifyRequest): UserRow {
  return requireRole(request, "designer", "admin");
}

/** Spec 2 §6: the designer dashboard's list is the signed-in designer's own. */
export function requireDesigner(request: FastifyRequest): UserRow {
  return requireRole(request, "designer");
}

/**
 * Designers change only their own items: another designer's answers 403 (the catalogue shows
 * every item publicly, so its existence is no secret). Admins change every item.
 */
export function assertCanManage(user: UserRow, row: DesignRow | undefined): DesignRow {
  if (!row) throw notFound((m) => m.designs.portfolio.errors.notFound);
  if (user.role !== "admin" && row.designerId !== user.id)
    throw forbidden((m) => m.designs.portfolio.errors.notYours);
  return row;
}

/** Spec 2 §6: only admins feature items. */
export function assertCanFeature(user: UserRow): void {
  if (user.role !== "admin") throw forbidden((m) => m.designs.portfolio.errors.adminsOnly);
}

/** Whose item a create or edit makes: a designer's is always their own; an admin names the designer. */
export function ownerFor(user: UserRow, designerId: string | undefined): string | undefined {
  return user.role === "admin" ? designerId : user.id;
}
