import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { knownBrowsers } from "../../db/schema/index.ts";
import { hashToken, randomToken } from "../../lib/security/tokens.ts";
import type { SessionCookieSettings } from "../session-cookie.ts";

/** Browsers' cookies may not outlive 400 days (RFC 6265bis), so that is how long one is remembered. */
const REMEMBERED_FOR_SECONDS = 400 * 24 * 60 * 60;

export function browserCookieName({ secure }: SessionCookieSettings): string {
  return secure ? "__Host-nm_browser" : "nm_browser";
}

/**
 * Tells whether this browser has signed in to the account before, by a random id it keeps in a
 * cookie (given at its first sign-in); `firstOfAccount` when the account knew no browser before.
 */
export async function recogniseBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  cookie: SessionCookieSettings,
): Promise<{ isNew: boolean; firstOfAccount: boolean }> {
  const name = browserCookieName(cookie);
  const kept = request.cookies[name];
  const id = kept && /^[\w-]{43}$/.test(kept) ? kept : randomToken();
  reply.setCookie(name, id, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookie.secure,
    path: "/",
    maxAge: REMEMBERED_FOR_SECONDS,
  });
  const browserHash = hashToken(id);
  const [row] = await db
    .insert(knownBrowsers)
    .values({ userId, browserHash })
    .onConflictDoUpdate({
      target: [knownBrowsers.userId, knownBrowsers.browserHash],
      set: { lastSeenAt: sql`now()` },
    })
    .returning({
      // A row this statement inserted has no deleting transaction yet (xmax = 0); an updated one has.
      isNew: sql<boolean>`(xmax = 0)`,
      // The statement's snapshot does not hold the row it inserts: this sees the account's other browsers.
      knewOthers: sql<boolean>`exists (select 1 from ${knownBrowsers} k where k.user_id = ${userId} and k.browser_hash <> ${browserHash})`,
    });
  if (!row?.isNew) return { isNew: false, firstOfAccount: false };
  return { isNew: true, firstOfAccount: !row.knewOthers };
}
