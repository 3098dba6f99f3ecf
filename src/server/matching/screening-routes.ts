import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { screenedMessageSchema } from "#shared/matching/screening-responses.ts";
import type { Db } from "../db/client.ts";
import { pathParams } from "../lib/http/declared-schemas.ts";
import { notFound } from "../lib/http-errors.ts";
import { findRequest } from "../requests/service.ts";
import { listScreenedMessages } from "./message-screening.ts";

/** Contact details hidden in a request's threads before a designer was chosen (issue 19 §11). */
export async function screeningRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // The original text is for the team reviewing circumvention only.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/forms/:id/screened-messages",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["matching"],
        summary: "Messages of a request that held contact details before a designer was chosen, newest first",
        params: pathParams({ id: z.uuid() }, (m) => m.requests.errors.notFound),
        response: { 200: z.array(screenedMessageSchema) },
      },
    },
    async (request) => {
      const row = await findRequest(db, request.params.id);
      if (!row) throw notFound((m) => m.requests.errors.notFound);
      return listScreenedMessages(db, row.id);
    },
  );
}
