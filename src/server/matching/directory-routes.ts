import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { directoryQuerySchema } from "#shared/matching/directory-query.ts";
import { directoryPageSchema } from "#shared/matching/directory-responses.ts";
import type { Db } from "../db/client.ts";
import { listDirectory } from "./directory.ts";

/** The designer directory (issue 19 §10): anyone may look for a vetted designer. */
export async function directoryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/designers",
    {
      config: { access: "public" },
      schema: {
        tags: ["designers"],
        summary:
          "Vetted designers by district, styles, languages, budget and rating, sorted by fit or rating, in pages",
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema },
      },
    },
    async (request) => listDirectory(db, request.query, request.locale),
  );
}
