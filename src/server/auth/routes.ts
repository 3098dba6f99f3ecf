import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserSchema, noticeAnswerSchema, redirectAnswer } from "#shared/auth/responses.ts";
import {
  adminAccessSchema,
  changePasswordSchema,
  LOGIN_FIELD_ORDER,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  REGISTER_FIELD_ORDER,
  registerSchema,
  safeReturnTo,
} from "#shared/auth/schemas.ts";
import { signInFactorFields } from "#shared/auth/second-factor.ts";
import { SIGN_IN_PATH, SIGN_OUT_PATH, SIGN_UP_PATH } from "#shared/auth/user.ts";
import type { UserRow } from "../db/schema/index.ts";
import { localized, noContent } from "../lib/http/declared-schemas.ts";
import { unauthorized } from "../lib/http-errors.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { navigatedFromOwnPage } from "../lib/security/same-origin.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import { signedIn } from "./guards.ts";
import type { SignInFactors } from "./second-factor/factors.ts";
import { signInAfterPassword } from "./second-factor/password-sign-in.ts";
import type { SecondFactorProof } from "./second-factor/sign-in.ts";
import {
  authenticate,
  changePassword,
  registerClient,
  requestPasswordReset,
  resetPassword,
} from "./service.ts";
import { clearSessionCookie, readSessionToken, type SessionCookieSettings } from "./session-cookie.ts";
import { revokeSessionByToken } from "./sessions.ts";
import { toCurrentUser } from "./user-view.ts";

export interface AuthRouteOptions extends MailContext {
  cookie: SessionCookieSettings;
  /** Credential attempts allowed per address per minute (per-account limits live in the service). */
  attemptsPerMinute: number;
}

const adminOnly = () => unauthorized((m) => m.auth.errors.adminOnly);

/** Where /api/login leads; anything else in the address is ignored, as it always was. */
const loginQuery = z.object({
  returnTo: z
    .string()
    .optional()
    .catch(undefined)
    .describe("A path on this site to come back to after signing in; anything else leads home"),
  mode: z.enum(["signup"]).optional().catch(undefined).describe("`signup` opens the sign-up screen"),
});

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { db, cookie } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: options.attemptsPerMinute, timeWindow: "1 minute" };

  /**
   * A new session at every sign-in, once the account's second factor (if any) is given too; `factors` when
   * they were read with the account.
   */
  function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    proof: SecondFactorProof = {},
    factors?: SignInFactors,
  ) {
    return signInAfterPassword(db, cookie, request, reply, user, proof, factors);
  }

  /** Ends this browser's session, if it has one, and clears its cookies. */
  async function signOut(request: FastifyRequest, reply: FastifyReply) {
    const token = readSessionToken(request, cookie);
    if (token) await revokeSessionByToken(db, token);
    clearSessionCookie(reply, cookie);
  }

  api.get(
    "/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Navigate to the sign-in (or sign-up) screen, remembering where to come back to",
        querystring: loginQuery,
        response: { 302: redirectAnswer },
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      const path = request.query.mode === "signup" ? SIGN_UP_PATH : SIGN_IN_PATH;
      return reply.redirect(returnTo === "/" ? path : `${path}?${new URLSearchParams({ returnTo })}`);
    },
  );

  api.get(
    "/logout",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary:
          "Navigate away signed out: from the site's own pages ends the session and leads home; " +
          "from anywhere else leads to /sign-out, which asks first and signs out with POST /api/auth/logout",
        response: { 302: redirectAnswer },
      },
    },
    async (request, reply) => {
      // Another site's link must not sign anyone out: its visitor is asked first.
      if (!navigatedFromOwnPage(request, [new URL(options.publicUrl).origin]))
        return reply.redirect(SIGN_OUT_PATH);
      await signOut(request, reply);
      return reply.redirect("/");
    },
  );

  api.post(
    "/auth/register",
    {
      config: { access: "public", rateLimit, writeLimit: WRITE_LIMITS.signUps },
      schema: {
        tags: ["auth"],
        summary: "Create a client account and sign in",
        body: localized((m) => registerSchema(m.auth), { fieldOrder: REGISTER_FIELD_ORDER }),
        response: { 201: currentUserSchema },
      },
    },
    async (request, reply) => {
      // Their mail follows the language they signed up in, until they choose another.
      const user = await registerClient(db, request.body, request.locale);
      return reply.code(201).send(await signIn(request, reply, user));
    },
  );

  api.post(
    "/auth/login",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["auth"],
        summary:
          "Sign in with e-mail and password, and the current code when the account has a second factor",
        description:
          "Without a second factor in the body, an account that has one answers 401 `{ mfaRequired: true, methods }` " +
          "and a pending cookie for `POST /api/auth/second-factor` (or the passkey routes), valid 5 minutes.",
        body: localized((m) => loginSchema(m.auth).extend(signInFactorFields(m.secondFactor)), {
          fieldOrder: [...LOGIN_FIELD_ORDER, "totp", "recoveryCode"],
        }),
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { email, password, ...proof } = request.body;
      return authenticate(db, request.log, { email, password }, (user, factors) =>
        signIn(request, reply, user, proof, factors),
      );
    },
  );

  api.post(
    "/auth/logout",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], summary: "Sign out this browser", response: { 204: noContent } },
    },
    async (request, reply) => {
      await signOut(request, reply);
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/auth/user",
    {
      config: { access: "signed-in", beforeSecondFactor: true },
      // Refusals too: whoever asks next in this browser may be someone else.
      onRequest: async (_request, reply) => {
        reply.header("cache-control", "no-store");
      },
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: currentUserSchema },
      },
    },
    async (request) => toCurrentUser(signedIn(request), request.session ?? undefined),
  );

  api.post(
    "/auth/password-reset",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Mail a password reset link (the answer is the same whether the account exists or not)",
        description:
          "Answers at once; the account is looked up and the link mailed after the answer, so neither the " +
          "answer nor its timing says whether the account exists, and a mail server failure is only logged.",
        body: localized((m) => passwordResetRequestSchema(m.auth)),
        response: { 202: noticeAnswerSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const locale = request.locale;
      app.afterAnswer.start(reply, "password reset mail", () => requestPasswordReset(options, email, locale));
      return reply.code(202).send({ message: request.messages.auth.mail.resetRequested });
    },
  );

  api.post(
    "/auth/password-reset/confirm",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Choose a new password with a mailed link's token, and sign in",
        body: localized((m) => passwordResetSchema(m.auth), { fieldOrder: ["password", "token"] }),
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(db, request.body.token, request.body.password);
      return signIn(request, reply, user);
    },
  );

  api.post(
    "/auth/password",
    {
      config: { access: "signed-in", rateLimit },
      schema: {
        tags: ["auth"],
        summary: "Change the signed-in user's password (their other sessions end)",
        body: localized((m) => changePasswordSchema(m.auth), {
          fieldOrder: ["currentPassword", "newPassword"],
        }),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await changePassword(db, signedIn(request), request.body, request.session?.sessionId ?? "");
      return reply.code(204).send(null);
    },
  );

  // The admin gate (spec 2 §2): an admin account's own credentials, checked here; nothing secret in the browser.
  api.post(
    "/admin/bypass-login",
    {
      config: { access: "public", rateLimit },
      schema: {
        tags: ["auth"],
        summary: "The admin gate: sign in with an admin account's credentials",
        body: localized((m) => adminAccessSchema(m.auth).extend(signInFactorFields(m.secondFactor)), {
          fieldOrder: [...LOGIN_FIELD_ORDER, "totp", "recoveryCode"],
        }),
        response: { 200: currentUserSchema },
      },
    },
    async (request, reply) => {
      const { email, password, ...proof } = request.body;
      // A wrong password and another role's account get the same answer.
      return authenticate(
        db,
        request.log,
        { email, password },
        async (user, factors) => {
          if (user.role !== "admin") throw adminOnly();
          return signIn(request, reply, user, proof, factors);
        },
        adminOnly,
      );
    },
  );
}
