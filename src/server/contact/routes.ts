import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTACT_FIELD_ORDER, contactMessageSchema } from "#shared/contact/schema.ts";
import type { Db } from "../db/client.ts";
import { localized } from "../lib/http/declared-schemas.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import { saveContactMessage } from "./service.ts";

export async function contactRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/contact",
    {
      // A public form: limit each address so it cannot be used to flood the team's inbox, in bursts
      // and over a day.
      config: {
        access: "public",
        rateLimit: { max: 10, timeWindow: "10 minutes" },
        writeLimit: WRITE_LIMITS.contact,
      },
      bodyLimit: 32 * 1024,
      schema: {
        tags: ["contact"],
        summary: "Send the team a message (spec 1 §5)",
        body: localized((m) => contactMessageSchema(m.contact), { fieldOrder: CONTACT_FIELD_ORDER }),
        response: {
          201: z.object({
            id: z.uuid(),
            message: z.string().describe("The thanks to show, in the reader's language"),
          }),
        },
      },
    },
    async (request, reply) => {
      const saved = await saveContactMessage(db, request.body);
      return reply.code(201).send({ id: saved.id, message: request.messages.contact.received });
    },
  );
}
