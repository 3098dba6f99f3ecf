import type { FastifyInstance } from "fastify";
import { SIGNED_IN_HINT_COOKIE } from "#shared/auth/user.ts";
import type { Db } from "../db/client.ts";
import type { SessionCache } from "./session-cache.ts";
import { clearSessionCookie, readSessionToken, type SessionCookieSettings } from "./session-cookie.ts";
import { type ActiveSession, resolveSession } from "./sessions.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in session of this request, or null. */
    session: ActiveSession | null;
  }
}

/**
 * Resolves the session cookie of every API request once, before its route's access is checked and
 * its input read; an expired cookie (or a stray hint) is cleared. `cache`: see session-cache.ts.
 */
export function registerSessions(
  app: FastifyInstance,
  db: Db,
  cookie: SessionCookieSettings,
  cache?: SessionCache,
): void {
  app.decorateRequest("session", null);
  // Not async: a request without the cookie (every signed-out visitor's) is done at once, no promise made.
  app.addHook("preValidation", (request, reply, done) => {
    const token = readSessionToken(request, cookie);
    if (!token) {
      if (request.cookies[SIGNED_IN_HINT_COOKIE]) clearSessionCookie(reply, cookie);
      done();
      return;
    }
    resolveSession(db, token, cache).then(
      (session) => {
        request.session = session;
        if (!session) clearSessionCookie(reply, cookie);
        done();
      },
      (error: Error) => done(error),
    );
  });
}
