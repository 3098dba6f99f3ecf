import type { FastifyInstance } from "fastify";
import { dueQuerySchema } from "#shared/matching/due.ts";
import { requireRole } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { parseInput } from "../lib/validate.ts";
import { listDueRequests } from "./due-requests.ts";

/** The admins' list of requests due for introductions. */
export async function dueRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/forms/due", async (request) => {
    requireRole(request, "admin");
    const { limit } = parseInput(dueQuerySchema, request.query, request.locale);
    return listDueRequests(db, new Date(), limit);
  });
}
