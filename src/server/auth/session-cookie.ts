import type { FastifyReply, FastifyRequest } from "fastify";
import { SIGNED_IN_HINT_COOKIE } from "#shared/auth/user.ts";

export interface SessionCookieSettings {
  /** Behind https the cookie is Secure and takes the __Host- prefix (no Domain, Path=/). */
  secure: boolean;
}

export function sessionCookieName({ secure }: SessionCookieSettings): string {
  return secure ? "__Host-nm_session" : "nm_session";
}

export function readSessionToken(
  request: FastifyRequest,
  settings: SessionCookieSettings,
): string | undefined {
  const token = request.cookies[sessionCookieName(settings)];
  return token && token.length <= 100 ? token : undefined;
}

export function setSessionCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(settings), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: settings.secure,
    path: "/",
    expires: expiresAt,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, "1", {
    sameSite: "lax",
    secure: settings.secure,
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(sessionCookieName(settings), {
    httpOnly: true,
    sameSite: "lax",
    secure: settings.secure,
    path: "/",
  });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: "lax", secure: settings.secure, path: "/" });
}
