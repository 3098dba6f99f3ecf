import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { localeChoiceSchema } from "#shared/profile/locale.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { rememberLocale } from "../lib/i18n/request-locale.ts";
import { parseInput } from "../lib/validate.ts";

/** A visitor's choice lives in a cookie; a signed-in user's also on the account, for their other browsers. */
export async function localeRoutes(app: FastifyInstance, { db, secure }: { db: Db; secure: boolean }) {
  app.put("/user/locale", async (request, reply) => {
    const { locale } = parseInput(localeChoiceSchema, request.body, request.locale);
    rememberLocale(reply, locale, secure);
    if (request.session) {
      await db
        .update(users)
        .set({ locale, updatedAt: new Date() })
        .where(eq(users.id, request.session.user.id));
    }
    return { locale };
  });
}
