import { and, eq } from "drizzle-orm";
import { canMove, REQUEST_DELETABLE, REQUEST_IN_REVIEW, REQUEST_MOVES } from "#shared/requests/lifecycle.ts";
import type { Db } from "../db/client.ts";
import { type DesignRequestRow, introductions, type UserRow } from "../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../lib/http-errors.ts";

const requestNotFound = () => notFound((m) => m.requests.errors.notFound);

/**
 * A client reaches only their own requests; someone else's answers as not found, so ids reveal
 * nothing. Admins reach every request.
 */
export function assertCanRead(user: UserRow, row: DesignRequestRow | undefined): DesignRequestRow {
  if (!row || (user.role !== "admin" && row.clientId !== user.id)) throw requestNotFound();
  return row;
}

/** Clients edit only while their request is 'submitted' (409 after that); admins always. */
export function assertCanEdit(user: UserRow, row: DesignRequestRow | undefined): DesignRequestRow {
  const readable = assertCanRead(user, row);
  if (user.role !== "admin" && !canMove(REQUEST_MOVES.clientEdit, readable.status))
    throw conflict((m) => m.requests.errors.notEditable);
  return readable;
}

/** The client's and the admins' photos; designers see them once the request is introduced to them. */
export async function assertCanSeePhotos(
  db: Db,
  user: UserRow,
  row: DesignRequestRow | undefined,
): Promise<DesignRequestRow> {
  if (user.role !== "designer") return assertCanRead(user, row);
  if (!row) throw requestNotFound();
  const [introduced] = await db
    .select({ id: introductions.id })
    .from(introductions)
    .where(and(eq(introductions.requestId, row.id), eq(introductions.designerId, user.id)))
    .limit(1);
  if (!introduced) throw notFound((m) => m.matching.introductions.errors.notFound);
  return row;
}

/**
 * Clients delete their own requests, admins any, only before designers are introduced; later the
 * request is withdrawn instead (docs/decisions.md). The delete itself checks again as it writes.
 */
export function assertCanDelete(user: UserRow, row: DesignRequestRow | undefined): DesignRequestRow {
  const readable = assertCanRead(user, row);
  if (!REQUEST_DELETABLE.includes(readable.status)) throw conflict((m) => m.requests.errors.notDeletable);
  return readable;
}

/** Clients withdraw their own requests, admins any, once designers are introduced and none chosen. */
export function assertCanWithdraw(user: UserRow, row: DesignRequestRow | undefined): DesignRequestRow {
  const readable = assertCanRead(user, row);
  if (!canMove(REQUEST_MOVES.withdraw, readable.status))
    throw conflict((m) => m.requests.errors.notWithdrawable);
  return readable;
}

/** Spec 2 §6: only admins confirm requests or revert them to submitted. */
export function assertCanChangeStatus(user: UserRow): void {
  if (user.role !== "admin") throw forbidden();
}

/** The review goes back and forth only before matching starts; later steps follow the matching flow. */
export function assertInReview(row: DesignRequestRow): DesignRequestRow {
  if (!REQUEST_IN_REVIEW.some((status) => status === row.status))
    throw conflict((m) => m.requests.errors.matchingStarted);
  return row;
}
