import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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
import { SIGN_IN_PATH, SIGN_UP_PATH } from "#shared/auth/user.ts";
import type { Messages } from "#shared/i18n/index.ts";
import type { Db } from "../db/client.ts";
import type { UserRow } from "../db/schema/index.ts";
import { HttpError, unauthorized } from "../lib/http-errors.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import { parseInput } from "../lib/validate.ts";
import { requireUser } from "./guards.ts";
import { carryLocaleChoice } from "./locale-choice.ts";
import {
  authenticate,
  changePassword,
  registerClient,
  requestPasswordReset,
  resetPassword,
} from "./service.ts";
import {
  clearSessionCookie,
  readSessionToken,
  type SessionCookieSettings,
  setSessionCookie,
} from "./session-cookie.ts";
import { createSession, revokeSessionByToken } from "./sessions.ts";
import { toCurrentUser } from "./user-view.ts";

export interface AuthRouteOptions {
  db: Db;
  mailer: Mailer;
  cookie: SessionCookieSettings;
  publicUrl: string;
  messages: Messages["auth"];
  /** Credential attempts allowed per address per minute (per-account limits live in the service). */
  attemptsPerMinute: number;
}

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { db, cookie, messages: m } = options;
  const register = registerSchema(m);
  const login = loginSchema(m);
  const adminAccess = adminAccessSchema(m);
  const resetRequest = passwordResetRequestSchema(m);
  const reset = passwordResetSchema(m);
  const passwordChange = changePasswordSchema(m);
  const CREDENTIAL_RATE_LIMIT = {
    config: { rateLimit: { max: options.attemptsPerMinute, timeWindow: "1 minute" } },
  };

  /** A new session (and token) at every sign-in: a token planted before sign-in is worthless. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const previous = readSessionToken(request, cookie);
    if (previous) await revokeSessionByToken(db, previous);
    const session = await createSession(db, user, request.headers["user-agent"]);
    setSessionCookie(reply, cookie, session.token, session.expiresAt);
    await carryLocaleChoice(db, request, reply, user, cookie.secure);
    return toCurrentUser(user);
  }

  app.get("/login", async (request, reply) => {
    const query = request.query as { returnTo?: unknown; mode?: unknown };
    const returnTo = safeReturnTo(query.returnTo);
    const path = query.mode === "signup" ? SIGN_UP_PATH : SIGN_IN_PATH;
    return reply.redirect(returnTo === "/" ? path : `${path}?${new URLSearchParams({ returnTo })}`);
  });

  app.get("/logout", async (request, reply) => {
    const token = readSessionToken(request, cookie);
    if (token) await revokeSessionByToken(db, token);
    clearSessionCookie(reply, cookie);
    return reply.redirect("/");
  });

  app.post("/auth/register", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const input = parseInput(register, request.body, REGISTER_FIELD_ORDER);
    const user = await registerClient(db, input, m);
    return reply.code(201).send(await signIn(request, reply, user));
  });

  app.post("/auth/login", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const input = parseInput(login, request.body, LOGIN_FIELD_ORDER);
    const user = await authenticate(db, input.email, input.password, m);
    return signIn(request, reply, user);
  });

  app.post("/auth/logout", async (request, reply) => {
    const token = readSessionToken(request, cookie);
    if (token) await revokeSessionByToken(db, token);
    clearSessionCookie(reply, cookie);
    return reply.code(204).send();
  });

  app.get("/auth/user", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return toCurrentUser(requireUser(request));
  });

  app.post("/auth/password-reset", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const { email } = parseInput(resetRequest, request.body);
    await requestPasswordReset(db, options.mailer, email, options.publicUrl, m);
    return reply.code(202).send({ message: "If the account exists, a reset link is on its way." });
  });

  app.post("/auth/password-reset/confirm", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const input = parseInput(reset, request.body, ["password", "token"]);
    const user = await resetPassword(db, input.token, input.password, m);
    return signIn(request, reply, user);
  });

  app.post("/auth/password", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(passwordChange, request.body, ["currentPassword", "newPassword"]);
    await changePassword(db, user, input, request.session?.sessionId ?? "", m);
    return reply.code(204).send();
  });

  // The admin gate (spec 2 §2): an admin account's own credentials, checked here; nothing secret in the browser.
  app.post("/admin/bypass-login", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const input = parseInput(adminAccess, request.body, LOGIN_FIELD_ORDER);
    const user = await authenticate(db, input.email, input.password, m).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 401 ? unauthorized(m.errors.adminOnly) : error;
    });
    if (user.role !== "admin") throw unauthorized(m.errors.adminOnly);
    return signIn(request, reply, user);
  });
}
