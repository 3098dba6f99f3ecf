import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/auth/user.ts";
import type { Db } from "../db/client.ts";
import type { UserRow } from "../db/schema/index.ts";
import { noteSignIn } from "./account-activity/sign-in-notes.ts";
import { carryLocaleChoice } from "./locale-choice.ts";
import { readSessionToken, type SessionCookieSettings, setSessionCookie } from "./session-cookie.ts";
import { createSession, revokeSessionByToken, type SessionFactor } from "./sessions.ts";
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
  if (previous) await revokeSessionByToken(db, previous);
  const session = await createSession(db, user, request.headers["user-agent"], factor);
  setSessionCookie(reply, cookie, session.token, session.expiresAt);
  await noteSignIn(db, cookie, request, reply, user, factor.authMethod);
  await carryLocaleChoice(db, request, reply, user, cookie.secure);
  return toCurrentUser(user, factor);
}
