import { eq } from "drizzle-orm";
import { THREAD_READABLE, THREAD_WRITABLE } from "#shared/requests/lifecycle.ts";
import type { Db } from "../db/client.ts";
import {
  type DesignRequestRow,
  designRequests,
  type IntroductionRow,
  introductions,
  type UserRow,
} from "../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../lib/http-errors.ts";
import { assertDesignerMayRead } from "../requests/policy.ts";

const introductionNotFound = () => notFound((m) => m.matching.introductions.errors.notFound);

export interface LoadedIntroduction {
  introduction: IntroductionRow;
  request: DesignRequestRow;
}

/** An introduction with its request; a malformed or unknown id is simply not found. */
export async function loadIntroduction(db: Db, id: string): Promise<LoadedIntroduction> {
  const [row] = await db
    .select({ introduction: introductions, request: designRequests })
    .from(introductions)
    .innerJoin(designRequests, eq(designRequests.id, introductions.requestId))
    .where(eq(introductions.id, id))
    .limit(1);
  if (!row) throw introductionNotFound();
  return row;
}

/** A designer reaches only introductions made to them; anyone else's answer as not found. */
export function assertDesignerOf(user: UserRow, loaded: LoadedIntroduction): LoadedIntroduction {
  if (user.role !== "designer" || loaded.introduction.designerId !== user.id) throw introductionNotFound();
  return loaded;
}

/** The request's own client; admins may read (not act) too. */
export function assertClientOf(user: UserRow, request: DesignRequestRow, { read }: { read: boolean }) {
  if (request.clientId === user.id) return;
  if (read && user.role === "admin") return;
  if (user.role === "admin") throw forbidden();
  throw notFound((m) => m.requests.errors.notFound);
}

/**
 * Who may read and write an introduction's thread: its designer and the request's client, once
 * the designer has accepted; admins read it. A withdrawn request's thread stays readable to its
 * client, never written; its designer, like one passed over, no longer reads it (issue 18).
 */
export function assertThreadMember(user: UserRow, loaded: LoadedIntroduction, { write }: { write: boolean }) {
  const { introduction, request } = loaded;
  const ofDesigner = introduction.designerId === user.id;
  if (!ofDesigner && request.clientId !== user.id && !(user.role === "admin" && !write))
    throw introductionNotFound();
  if (write && introduction.status === "withdrawn")
    throw conflict((m) => m.matching.introductions.errors.withdrawn);
  if (ofDesigner) assertDesignerMayRead(introduction.status);
  if (!(write ? THREAD_WRITABLE : THREAD_READABLE).includes(introduction.status))
    throw conflict((m) => m.matching.introductions.errors.threadClosed);
}
