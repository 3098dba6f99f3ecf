import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUserSchema } from "#shared/auth/responses.ts";
import { passkeySignInSchema, secondFactorStepSchema } from "#shared/auth/second-factor.ts";
import { webauthnOptionsSchema } from "#shared/auth/second-factor-responses.ts";
import type { Db } from "../../db/client.ts";
import { type UserRow, users } from "../../db/schema/index.ts";
import { localized } from "../../lib/http/declared-schemas.ts";
import { badRequest } from "../../lib/http-errors.ts";
import type { SessionCookieSettings } from "../session-cookie.ts";
import { startSession } from "../start-session.ts";
import { clearSecondFactorTries, countSecondFactorTry } from "./attempts.ts";
import { countChallengeAttempt, findChallenge, setWebauthnChallenge, takeChallenge } from "./challenges.ts";
import { readSignInFactors, secondFactorMethods } from "./factors.ts";
import { authenticationOptions, verifyPasskey } from "./passkeys.ts";
import { clearPendingCookie, readPendingToken } from "./pending-cookie.ts";
import { relyingPartyOf } from "./relying-party.ts";
import { secondFactorNeeded, type VerifiedFactor, verifySecondFactor } from "./sign-in.ts";

export interface SecondFactorSignInOptions {
  db: Db;
  cookie: SessionCookieSettings;
  brand: string;
  publicUrl: string;
  attemptsPerMinute: number;
}

/** The second step of a sign-in: the pending cookie from the password step, and a code or a passkey. */
export async function secondFactorSignInRoutes(app: FastifyInstance, options: SecondFactorSignInOptions) {
  const { db, cookie } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: options.attemptsPerMinute, timeWindow: "1 minute" };

  const pendingExpired = (reply: FastifyReply) => {
    clearPendingCookie(reply, cookie);
    return badRequest((m) => m.secondFactor.errors.pendingExpired);
  };

  /** The pending sign-in of this browser, one more try counted on it; its account. */
  async function pendingTry(request: FastifyRequest, reply: FastifyReply) {
    const token = readPendingToken(request, cookie);
    const pending = token ? await countChallengeAttempt(db, token, "sign-in") : undefined;
    if (!token || !pending?.userId) throw pendingExpired(reply);
    const [user] = await db.select().from(users).where(eq(users.id, pending.userId)).limit(1);
    if (!user) throw pendingExpired(reply);
    return { token, pending, user };
  }

  /** Ends the pending sign-in (once, whoever races for it) and starts the session. */
  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    user: UserRow,
    { authMethod, clearTries }: VerifiedFactor,
  ) {
    // The factor was right: its tries are cleared whether or not this browser's pending sign-in is still open.
    const [taken] = await Promise.all([takeChallenge(db, { token }, "sign-in"), clearTries()]);
    if (!taken) throw pendingExpired(reply);
    clearPendingCookie(reply, cookie);
    return startSession(db, cookie, request, reply, user, { authMethod, secondFactor: true });
  }

  api.post(
    "/auth/second-factor",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Finish a sign-in with the authenticator app's code or a recovery code",
        description:
          "Needs the pending cookie set by a sign-in that answered `mfaRequired` (5 minutes, 5 tries).",
        body: localized((m) => secondFactorStepSchema(m.secondFactor), {
          fieldOrder: ["totp", "recoveryCode"],
        }),
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { token, user } = await pendingTry(request, reply);
      const factors = await readSignInFactors(db, user.id);
      const userAgent = request.headers["user-agent"];
      const verified = await verifySecondFactor(db, request.log, user, request.body, factors, userAgent);
      return finish(request, reply, token, user, verified);
    },
  );

  api.post(
    "/auth/second-factor/passkey/options",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Options for signing the pending sign-in's challenge with one of the account's passkeys",
        response: { 200: webauthnOptionsSchema },
      },
    },
    async (request, reply) => {
      const token = readPendingToken(request, cookie);
      const pending = token ? await findChallenge(db, token, "sign-in") : undefined;
      if (!pending?.userId) throw pendingExpired(reply);
      const rp = relyingPartyOf(request, options.brand, options.publicUrl);
      const passkeyOptions = await authenticationOptions(db, pending.userId, rp);
      if (!passkeyOptions.allowCredentials?.length) throw badRequest((m) => m.secondFactor.errors.noPasskeys);
      await setWebauthnChallenge(db, pending.id, passkeyOptions.challenge);
      return { ...passkeyOptions };
    },
  );

  api.post(
    "/auth/second-factor/passkey",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Finish a sign-in with a passkey's answer to the pending challenge",
        body: passkeySignInSchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { token, pending, user } = await pendingTry(request, reply);
      const methods = await secondFactorMethods(db, user.id);
      if (!pending.webauthnChallenge)
        throw secondFactorNeeded(methods, (m) => m.secondFactor.errors.passkeyFailed);
      await countSecondFactorTry(db, user.id);
      const rp = relyingPartyOf(request, options.brand, options.publicUrl);
      if (
        !(await verifyPasskey(db, request.log, user.id, rp, pending.webauthnChallenge, request.body.response))
      )
        throw secondFactorNeeded(methods, (m) => m.secondFactor.errors.passkeyFailed);
      return finish(request, reply, token, user, {
        authMethod: "password+passkey",
        clearTries: () => clearSecondFactorTries(db, user.id),
      });
    },
  );
}
