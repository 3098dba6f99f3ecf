import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { requireRole } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { type DesignRequestRow, introductions, type UserRow } from "../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../lib/http-errors.ts";

const requestNotFound = () => notFound((m) => m.requests.errors.notFound);

/** Spec 1 §6, spec 2 §6: only clients and admins have requests; designers are refused (403). */
export function requireRequestUser(request: FastifyRequest): UserRow {
  return requireRole(request, "client", "admin");
}

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
  if (user.role !== "admin" && readable.status !== "submitted")
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

/** Clients delete their own requests in any state; admins any request. */
export const assertCanDelete = assertCanRead;

/** Spec 2 §6: only admins confirm requests or revert them to submitted. */
export function assertCanChangeStatus(user: UserRow): void {
  if (user.role !== "admin") throw forbidden();
}

/** The review goes back and forth only before matching starts; later steps follow the matching flow. */
export function assertInReview(row: DesignRequestRow): DesignRequestRow {
  if (row.status !== "submitted" && row.status !== "confirmed")
    throw conflict((m) => m.requests.errors.matchingStarted);
  return row;
}

/** Spec 2 §6: the review desk (every client's requests, their summary and export) is for admins. */
export function requireDeskUser(request: FastifyRequest): UserRow {
  return requireRole(request, "admin");
}
