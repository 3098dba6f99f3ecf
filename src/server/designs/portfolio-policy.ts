import type { DesignRow, UserRow } from "../db/schema/index.ts";
import { badRequest, forbidden, notFound } from "../lib/http-errors.ts";

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

/**
 * An admin's new item names its designer (a designer's is always their own). Checked before the
 * item's other fields, so a missing designer is the refusal reported first, as in the dialog.
 */
export function assertNamesDesigner(user: UserRow, body: unknown): void {
  if (user.role !== "admin" || typeof body !== "object" || body === null || Array.isArray(body)) return;
  const designerId = (body as { designerId?: unknown }).designerId;
  if (designerId === undefined || designerId === null || designerId === "")
    throw badRequest((m) => m.designs.portfolio.validation.designerRequired);
}

/** Whose item a create or edit makes: a designer's is always their own; an admin names the designer. */
export function ownerFor(user: UserRow, designerId: string | undefined): string | undefined {
  return user.role === "admin" ? designerId : user.id;
}
