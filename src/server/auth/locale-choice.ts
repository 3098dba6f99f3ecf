import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LOCALE_COOKIE, parseLocale } from "#shared/i18n/locales.ts";
import type { Db } from "../db/client.ts";
import { type UserRow, users } from "../db/schema/index.ts";
import { rememberLocale } from "../lib/i18n/request-locale.ts";

/**
 * At sign-in the latest choice wins: one this browser made (even before signing in) becomes the
 * account's; without one, the account's language follows the person to this browser.
 */
export async function carryLocaleChoice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  secure: boolean,
): Promise<void> {
  const browserChoice = parseLocale(request.cookies?.[LOCALE_COOKIE]);
  if (browserChoice) {
    if (browserChoice !== user.locale) {
      await db.update(users).set({ locale: browserChoice }).where(eq(users.id, user.id));
    }
    return;
  }
  if (user.locale) rememberLocale(reply, user.locale, secure);
}
