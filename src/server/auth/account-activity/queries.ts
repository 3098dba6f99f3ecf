import { and, desc, eq } from "drizzle-orm";
import type { ActiveSession, SignInRecord } from "#shared/auth/account-activity.ts";
import { AUTH_METHODS, type AuthMethod } from "#shared/auth/second-factor.ts";
import type { Db } from "../../db/client.ts";
import { accountEvents, sessions, type UserRow } from "../../db/schema/index.ts";
import { SESSION_LIFETIMES } from "../sessions.ts";
import { announceSignOut } from "../sign-out-event.ts";
import { describeDevice } from "./device.ts";

const authMethodOf = (value: unknown): AuthMethod =>
  AUTH_METHODS.find((method) => method === value) ?? "password";

/** The account's sessions that still open the site (neither past their end nor idle too long), newest first. */
export async function listActiveSessions(
  db: Db,
  user: Pick<UserRow, "id" | "role">,
  currentSessionId: string,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.lastSeenAt));
  const now = Date.now();
  const { idleMs } = SESSION_LIFETIMES[user.role];
  return rows
    .filter((row) => row.expiresAt.getTime() > now && row.lastSeenAt.getTime() + idleMs > now)
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
      authMethod: authMethodOf(row.authMethod),
    }));
}

/** Ends one of the account's own sessions; false when it has no such session (ended, or someone else's). */
export async function endOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id, userId: sessions.userId });
  await announceSignOut(db, ended);
  return ended.length > 0;
}

/** The account's latest sign-ins, newest first. */
export async function listSignIns(db: Db, userId: string, limit: number): Promise<SignInRecord[]> {
  const rows = await db
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.userId, userId), eq(accountEvents.kind, "signed-in")))
    .orderBy(desc(accountEvents.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    at: row.createdAt.toISOString(),
    device: describeDevice(row.userAgent),
    authMethod: authMethodOf(row.detail?.method),
    newBrowser: row.detail?.newBrowser === true,
  }));
}
