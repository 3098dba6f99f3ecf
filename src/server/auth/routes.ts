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
import type { UserRow } from "../db/schema/index.ts";
import { HttpError, unauthorized } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
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

export interface AuthRouteOptions extends MailContext {
  cookie: SessionCookieSettings;
  /** Credential attempts allowed per address per minute (per-account limits live in the service). */
  attemptsPerMinute: number;
}

const adminOnly = () => unauthorized((m) => m.auth.errors.adminOnly);

export async function authRoutes(app: FastifyInstance, options: AuthRouteOptions) {
  const { db, cookie, catalogues } = options;
  const register = perLocale(catalogues, (m) => registerSchema(m.auth));
  const login = perLocale(catalogues, (m) => loginSchema(m.auth));
  const adminAccess = perLocale(catalogues, (m) => adminAccessSchema(m.auth));
  const resetRequest = perLocale(catalogues, (m) => passwordResetRequestSchema(m.auth));
  const reset = perLocale(catalogues, (m) => passwordResetSchema(m.auth));
  const passwordChange = perLocale(catalogues, (m) => changePasswordSchema(m.auth));
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
    const input = parseInput(register(request.locale), request.body, request.locale, REGISTER_FIELD_ORDER);
    // Their mail follows the language they signed up in, until they choose another.
    const user = await registerClient(db, input, request.locale);
    return reply.code(201).send(await signIn(request, reply, user));
  });

  app.post("/auth/login", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const input = parseInput(login(request.locale), request.body, request.locale, LOGIN_FIELD_ORDER);
    const user = await authenticate(db, input.email, input.password);
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
    const { email } = parseInput(resetRequest(request.locale), request.body, request.locale);
    await requestPasswordReset(options, email, request.locale);
    return reply.code(202).send({ message: request.messages.auth.mail.resetRequested });
  });

  app.post("/auth/password-reset/confirm", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const input = parseInput(reset(request.locale), request.body, request.locale, ["password", "token"]);
    const user = await resetPassword(db, input.token, input.password);
    return signIn(request, reply, user);
  });

  app.post("/auth/password", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const user = requireUser(request);
    const input = parseInput(passwordChange(request.locale), request.body, request.locale, [
      "currentPassword",
      "newPassword",
    ]);
    await changePassword(db, user, input, request.session?.sessionId ?? "");
    return reply.code(204).send();
  });

  // The admin gate (spec 2 §2): an admin account's own credentials, checked here; nothing secret in the browser.
  app.post("/admin/bypass-login", CREDENTIAL_RATE_LIMIT, async (request, reply) => {
    const input = parseInput(adminAccess(request.locale), request.body, request.locale, LOGIN_FIELD_ORDER);
    const user = await authenticate(db, input.email, input.password).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 401 ? adminOnly() : error;
    });
    if (user.role !== "admin") throw adminOnly();
    return signIn(request, reply, user);
  });
}
