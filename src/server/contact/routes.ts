import type { FastifyInstance } from "fastify";
import { CONTACT_FIELD_ORDER, contactMessageSchema } from "#shared/contact/schema.ts";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import type { Db } from "../db/client.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import { parseInput } from "../lib/validate.ts";
import { saveContactMessage } from "./service.ts";

export async function contactRoutes(
  app: FastifyInstance,
  { db, catalogues }: { db: Db; catalogues: Catalogues },
) {
  const schema = perLocale(catalogues, (m) => contactMessageSchema(m.contact));

  app.post(
    "/contact",
    // A public form: limit each address so it cannot be used to flood the team's inbox.
    { config: { rateLimit: { max: 10, timeWindow: "10 minutes" } }, bodyLimit: 32 * 1024 },
    async (request, reply) => {
      const message = parseInput(schema(request.locale), request.body, request.locale, CONTACT_FIELD_ORDER);
      const saved = await saveContactMessage(db, message);
      return reply.code(201).send({ id: saved.id, message: request.messages.contact.received });
    },
  );
}
