import { and, eq } from "drizzle-orm";
import type { IntroductionStatus } from "#shared/matching/constants.ts";
import { isProfileComplete } from "#shared/profile/completeness.ts";
import {
  canMove,
  REQUEST_DELETABLE,
  REQUEST_IN_REVIEW,
  REQUEST_MOVES,
  REQUEST_READABLE_BY_DESIGNER,
} from "#shared/requests/lifecycle.ts";
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

/** Whether the designer of an introduction in `status` may read its request (the lifecycle's rule). */
export const designerMayRead = (status: IntroductionStatus) => REQUEST_READABLE_BY_DESIGNER.includes(status);

/**
 * The one check before a designer reads a request, its photos or their thread: once they declined,
 * were passed over or the request was withdrawn, the homeowner no longer shares it with them (403).
 */
export function assertDesignerMayRead(status: IntroductionStatus): void {
  if (!designerMayRead(status)) throw forbidden((m) => m.requests.errors.noLongerShared);
}

/** The client's and the admins' photos; designers see them while the request is shared with them. */
export async function assertCanSeePhotos(
  db: Db,
  user: UserRow,
  row: DesignRequestRow | undefined,
): Promise<DesignRequestRow> {
  if (user.role !== "designer") return assertCanRead(user, row);
  if (!row) throw requestNotFound();
  const [introduced] = await db
    .select({ status: introductions.status })
    .from(introductions)
    .where(and(eq(introductions.requestId, row.id), eq(introductions.designerId, user.id)))
    .limit(1);
  if (!introduced) throw notFound((m) => m.matching.introductions.errors.notFound);
  assertDesignerMayRead(introduced.status);
  return row;
}

/** A request is made only by a complete profile, so designers always have a name to show (issue 18). */
export function assertCanCreate(user: UserRow): void {
  if (!isProfileComplete(user)) throw forbidden((m) => m.requests.errors.profileIncomplete);
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
