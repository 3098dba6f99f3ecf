import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";

/** Liveness answers while the process runs; readiness only while the database answers too. */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: "ready" };
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
      return reply.code(503).send({ message: "The database is not answering" });
    }
  });
}
