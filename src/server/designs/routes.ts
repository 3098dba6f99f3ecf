import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { catalogueQuerySchema } from "#shared/designs/catalogue-query.ts";
import { FEATURED_COUNT } from "#shared/designs/constants.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../lib/http-errors.ts";
import { parseInput } from "../lib/validate.ts";
import { getDesign, listDesigns, listFeaturedDesigns } from "./service.ts";

const DESIGN_NOT_FOUND = "Design not found";
const idParams = z.object({ id: z.uuid() });

/** The public catalogue (spec 1 §7): anyone may browse. */
export async function designRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/portfolio", async (request) => listDesigns(db, parseInput(catalogueQuerySchema, request.query)));

  app.get("/featured-designs", async () => listFeaturedDesigns(db, FEATURED_COUNT * 2));

  app.get("/portfolio/:id", async (request) => {
    const params = idParams.safeParse(request.params);
    const design = params.success ? await getDesign(db, params.data.id) : null;
    if (!design) throw notFound(DESIGN_NOT_FOUND);
    return design;
  });
}
