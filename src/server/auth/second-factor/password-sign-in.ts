import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "#shared/auth/user.ts";
import type { Db } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import type { SessionCookieSettings } from "../session-cookie.ts";
import { startSession } from "../start-session.ts";
import { createChallenge } from "./challenges.ts";
import { readSignInFactors, type SignInFactors } from "./factors.ts";
import { setPendingCookie } from "./pending-cookie.ts";
import { type SecondFactorProof, secondFactorNeeded, signInFactor } from "./sign-in.ts";

/**
 * Signs in a user whose password was right. With a second factor on the account and none in the body,
 * no session starts: the browser gets a 5-minute pending cookie for the second step and the answer is
 * 401 `{ mfaRequired: true, methods }`.
 */
export async function signInAfterPassword(
  db: Db,
  cookie: SessionCookieSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  proof: SecondFactorProof = {},
  factors?: SignInFactors,
): Promise<CurrentUser> {
  const known = factors ?? (await readSignInFactors(db, user.id));
  const outcome = await signInFactor(db, request.log, user, proof, known, request.headers["user-agent"]);
  if ("methods" in outcome) {
    const pending = await createChallenge(db, user.id, "sign-in");
    setPendingCookie(reply, cookie, pending.token, pending.expiresAt);
    throw secondFactorNeeded(outcome.methods);
  }
  const [session] = await Promise.all([
    startSession(db, cookie, request, reply, user, outcome.factor),
    outcome.clearTries?.(),
  ]);
  return session;
}
