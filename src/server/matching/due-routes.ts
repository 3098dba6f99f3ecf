import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dueQuerySchema } from "#shared/matching/due.ts";
import { dueListSchema } from "#shared/matching/responses.ts";
import type { Db } from "../db/client.ts";
import { listDueRequests } from "./due-requests.ts";

/** The admins' list of requests due for introductions. */
export async function dueRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/forms/due",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["matching"],
        summary: "Requests waiting for introductions, the soonest due first (overdue ones lead)",
        querystring: dueQuerySchema,
        response: { 200: dueListSchema },
      },
    },
    async (request) => listDueRequests(db, new Date(), request.query.limit),
  );
}
