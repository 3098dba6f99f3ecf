import type { FastifyInstance } from "fastify";
import { CONTACT_FIELD_ORDER, contactMessageSchema } from "#shared/contact/schema.ts";
import type { Db } from "../db/client.ts";
import { parseInput } from "../lib/validate.ts";
import { saveContactMessage } from "./service.ts";

const schema = contactMessageSchema();

export async function contactRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post(
    "/contact",
    // A public form: limit each address so it cannot be used to flood the team's inbox.
    { config: { rateLimit: { max: 10, timeWindow: "10 minutes" } }, bodyLimit: 32 * 1024 },
    async (request, reply) => {
      const message = parseInput(schema, request.body, CONTACT_FIELD_ORDER);
      const saved = await saveContactMessage(db, message);
      return reply.code(201).send({ id: saved.id, message: "Message received" });
    },
  );
}
