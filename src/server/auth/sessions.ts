import { and, eq, ne, sql } from "drizzle-orm";
import type { UserRole } from "#shared/auth/roles.ts";
import type { AuthMethod } from "#shared/auth/second-factor.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { preparedPerDatabase } from "../db/prepared-per-database.ts";
import { sessions, type UserRow, users } from "../db/schema/index.ts";
import { hashToken, randomToken } from "../lib/security/tokens.ts";
import type { SessionCache, SessionRecord } from "./session-cache.ts";
import { announceSignOut } from "./sign-out-event.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lives: idle timeout and absolute lifetime. Admins hold every client's
 * personal data, so their sessions are short.
 */
export const SESSION_LIFETIMES: Record<UserRole, { idleMs: number; absoluteMs: number }> = {
  admin: { idleMs: 2 * HOUR, absoluteMs: 12 * HOUR },
  designer: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
  client: { idleMs: 7 * DAY, absoluteMs: 30 * DAY },
};

/** Last-seen times are written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 5 * MINUTE;

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  /** Whether the second factor was given in this session (at sign-in, or by setting one up). */
  secondFactor: boolean;
  authMethod: AuthMethod;
}

/** How a session was signed in: a password alone, or with the second factor named. */
export interface SessionFactor {
  authMethod: AuthMethod;
  secondFactor: boolean;
}

export const PASSWORD_ONLY: SessionFactor = { authMethod: "password", secondFactor: false };

/** A new session's token and end, before it is written (its cookie may be set meanwhile). */
export function newSessionToken(user: Pick<UserRow, "role">): { token: string; expiresAt: Date } {
  return { token: randomToken(), expiresAt: new Date(Date.now() + SESSION_LIFETIMES[user.role].absoluteMs) };
}

export async function createSession(
  db: Db,
  user: Pick<UserRow, "id" | "role">,
  userAgent: string | undefined,
  factor: SessionFactor = PASSWORD_ONLY,
  { token, expiresAt } = newSessionToken(user),
): Promise<{ token: string; expiresAt: Date }> {
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
    authMethod: factor.authMethod,
    secondFactor: factor.secondFactor,
  });
  return { token, expiresAt };
}

/** A session whose user has just set up (and so given) a second factor counts as signed in with it. */
export async function upgradeSession(
  db: DbExecutor,
  sessionId: string,
  authMethod: AuthMethod,
): Promise<void> {
  await db.update(sessions).set({ secondFactor: true, authMethod }).where(eq(sessions.id, sessionId));
}

/** A session and its account by the token's hash: every signed-in request looks it up, so it is built once. */
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare("resolve_session"),
);

async function lookUpSession(db: Db, tokenHash: string): Promise<SessionRecord | undefined> {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  return row;
}

/**
 * The session a cookie's token stands for, if it is still valid. With `cache` (the embedded database), a
 * session read once is answered from memory until a change to it or its account is heard; its lifetimes are
 * checked on every request all the same.
 */
export async function resolveSession(
  db: Db,
  token: string,
  cache?: SessionCache,
): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  let row = cache?.get(tokenHash);
  if (!row) {
    const generation = cache?.generation ?? 0;
    row = await lookUpSession(db, tokenHash);
    if (!row) return null;
    if (cache) row = cache.keep(tokenHash, row, generation);
  }
  const now = Date.now();
  const idleMs = SESSION_LIFETIMES[row.user.role].idleMs;
  if (row.session.expiresAt.getTime() <= now || row.session.lastSeenAt.getTime() + idleMs <= now) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.session.id));
  }
  return {
    sessionId: row.session.id,
    user: row.user,
    secondFactor: row.session.secondFactor,
    authMethod: row.session.authMethod as AuthMethod,
  };
}

export async function revokeSessionByToken(db: Db, token: string): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ id: sessions.id, userId: sessions.userId });
  await announceSignOut(db, ended);
}

/** Ends every session of a user, except `keepSessionId` (the one making the change). */
export async function revokeUserSessions(
  db: DbExecutor,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  const ended = await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id, userId: sessions.userId });
  await announceSignOut(db, ended);
}
