import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/auth/user.ts";
import type { Db } from "../db/client.ts";
import type { UserRow } from "../db/schema/index.ts";
import { noteSignIn } from "./account-activity/sign-in-notes.ts";
import { carryLocaleChoice } from "./locale-choice.ts";
import { readSessionToken, type SessionCookieSettings, setSessionCookie } from "./session-cookie.ts";
import { createSession, newSessionToken, revokeSessionByToken, type SessionFactor } from "./sessions.ts";
import { toCurrentUser } from "./user-view.ts";

/** A new session (and token) at every sign-in: a token planted before sign-in is worthless. */
export async function startSession(
  db: Db,
  cookie: SessionCookieSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  factor: SessionFactor,
): Promise<CurrentUser> {
  const previous = readSessionToken(request, cookie);
  const session = newSessionToken(user);
  // First of the answer's cookies, as before the writes below ran together.
  setSessionCookie(reply, cookie, session.token, session.expiresAt);
  // Independent writes, all at once: a sign-in under load waits for the longest, not for their sum.
  await Promise.all([
    createSession(db, user, request.headers["user-agent"], factor, session),
    previous ? revokeSessionByToken(db, previous) : undefined,
    noteSignIn(db, cookie, request, reply, user, factor.authMethod),
    carryLocaleChoice(db, request, reply, user, cookie.secure),
  ]);
  return toCurrentUser(user, factor);
}
