import type { FastifyReply, FastifyRequest } from "fastify";
import type { SessionCookieSettings } from "../session-cookie.ts";

/** The browser's half of a sign-in waiting for its second step; never readable by scripts or other sites. */
function pendingCookieName({ secure }: SessionCookieSettings): string {
  return secure ? "__Host-nm_second_step" : "nm_second_step";
}

export function readPendingToken(
  request: FastifyRequest,
  settings: SessionCookieSettings,
): string | undefined {
  const token = request.cookies[pendingCookieName(settings)];
  return token && token.length <= 100 ? token : undefined;
}

export function setPendingCookie(
  reply: FastifyReply,
  settings: SessionCookieSettings,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(pendingCookieName(settings), token, {
    httpOnly: true,
    sameSite: "strict",
    secure: settings.secure,
    path: "/",
    expires: expiresAt,
  });
}

export function clearPendingCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(pendingCookieName(settings), {
    httpOnly: true,
    sameSite: "strict",
    secure: settings.secure,
    path: "/",
  });
}
