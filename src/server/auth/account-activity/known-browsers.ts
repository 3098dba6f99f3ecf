import { type SQL, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
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
 * `alongside` is a write made in the same statement, given the SQL of whether the browser is new.
 */
export async function recogniseBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  cookie: SessionCookieSettings,
  alongside?: (isNew: SQL) => SQL,
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
  const [row] = await rawRows<{ isNew: boolean; knewOthers: boolean }>(
    db,
    // A row this statement inserted has no deleting transaction yet (xmax = 0); an updated one has. The
    // statement's snapshot does not hold the row it inserts: `knew_others` sees the account's other browsers.
    sql`with browser as (
        insert into ${knownBrowsers} (user_id, browser_hash) values (${userId}, ${browserHash})
        on conflict (user_id, browser_hash) do update set last_seen_at = now()
        returning (xmax = 0) as is_new, exists (select 1 from ${knownBrowsers} k
          where k.user_id = ${userId} and k.browser_hash <> ${browserHash}) as knew_others
      )${alongside ? sql`, alongside as (${alongside(sql`(select is_new from browser)`)})` : sql``}
      select is_new as "isNew", knew_others as "knewOthers" from browser`,
  );
  if (!row?.isNew) return { isNew: false, firstOfAccount: false };
  return { isNew: true, firstOfAccount: !row.knewOthers };
}
