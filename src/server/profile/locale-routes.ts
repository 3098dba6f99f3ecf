import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { localeChoiceSchema } from "#shared/profile/locale.ts";
import { localeAnswerSchema } from "#shared/profile/responses.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { rememberLocale } from "../lib/i18n/request-locale.ts";

/** A visitor's choice lives in a cookie; a signed-in user's also on the account, for their other browsers. */
export async function localeRoutes(app: FastifyInstance, { db, secure }: { db: Db; secure: boolean }) {
  app.withTypeProvider<ZodTypeProvider>().put(
    "/user/locale",
    {
      config: { access: "public" },
      schema: {
        tags: ["profile"],
        summary: "Choose the language of pages, answers and mail",
        body: localeChoiceSchema,
        response: { 200: localeAnswerSchema },
      },
    },
    async (request, reply) => {
      const { locale } = request.body;
      rememberLocale(reply, locale, secure);
      if (request.session) {
        await db
          .update(users)
          .set({ locale, updatedAt: new Date() })
          .where(eq(users.id, request.session.user.id));
      }
      return { locale };
    },
  );
}
