import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type ConfiguredClaims, siteClaimsSchema } from "#shared/marketing/site-claims.ts";
import type { Db } from "../db/client.ts";
import { createTtlCache } from "../lib/ttl-cache.ts";
import { readSiteClaims } from "./site-claims.ts";

/** A minute: the landing page is the busiest page, and a count a minute old is still true enough. */
const CLAIMS_TTL_MS = 60_000;

/** What the landing page may claim (issue 19 §13): the same for everyone, so counted once a minute. */
export async function siteClaimsRoutes(
  app: FastifyInstance,
  { db, configured }: { db: Db; configured: ConfiguredClaims },
) {
  const cache = createTtlCache<Awaited<ReturnType<typeof readSiteClaims>>>({
    ttlMs: CLAIMS_TTL_MS,
    maxEntries: 1,
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/site/claims",
    {
      config: { access: "public" },
      schema: {
        tags: ["site"],
        summary:
          "The figures and homeowners' words the landing page shows: the deployment's claims file, else counted from the data",
        response: { 200: siteClaimsSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return cache.get("claims", () => readSiteClaims(db, configured));
    },
  );
}
