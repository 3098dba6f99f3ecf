import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { costGuideSchema } from "#shared/cost-guide/responses.ts";
import type { Db } from "../db/client.ts";
import { readCostGuide } from "./cost-guide.ts";

/** Five minutes: the guide changes once a day, and a reader who revalidates gets a 304 by its ETag. */
const COST_GUIDE_MAX_AGE_SECONDS = 300;

/** The public cost guide (issue 22 §2): the snapshot the daily job computed, the same for everyone. */
export async function costGuideRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/cost-guide",
    {
      config: { access: "public" },
      schema: {
        tags: ["site"],
        summary:
          "What interior design costs in Hong Kong: design fee and budget per square foot by property type, project type and district group (quartiles over at least 5 homeowners per cell)",
        response: {
          200: costGuideSchema,
          304: z.null().describe("Not modified: the copy the reader holds is current"),
        },
      },
    },
    async (request, reply) => {
      const guide = await readCostGuide(db);
      // The snapshot is replaced whole, with a new time: the time names its version.
      const etag = `"cost-guide-${guide.refreshedAt ? Date.parse(guide.refreshedAt) : 0}"`;
      reply.header("cache-control", `public, max-age=${COST_GUIDE_MAX_AGE_SECONDS}`).header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send(null);
      return guide;
    },
  );
}
