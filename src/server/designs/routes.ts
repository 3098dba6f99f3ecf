import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { catalogueQuerySchema } from "#shared/designs/catalogue-query.ts";
import { FEATURED_COUNT } from "#shared/designs/constants.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../lib/http-errors.ts";
import { parseInput } from "../lib/validate.ts";
import { catalogueCache } from "./catalogue-cache.ts";
import { listSavedDesigns, saveDesign, unsaveDesign } from "./saved.ts";
import { getDesign, listDesigns, listFeaturedDesigns } from "./service.ts";

const designNotFound = () => notFound((m) => m.designs.detail.notFound);
const idParams = z.object({ id: z.uuid() });

/** The design id of the path; a malformed one is simply a design that does not exist. */
function designId(params: unknown): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw designNotFound();
  return parsed.data.id;
}

/** The public catalogue (spec 1 §7): anyone may browse. */
export async function designRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Public and the same for everyone: answers are kept a few seconds (see catalogue-cache.ts).
  const cached = async (key: string, load: () => Promise<unknown>) =>
    (await catalogueCache(db)).answers.get(key, async () => JSON.stringify(await load()));

  app.get("/portfolio", async (request, reply) => {
    const query = parseInput(catalogueQuerySchema, request.query, request.locale);
    const body = await cached(`list:${JSON.stringify(query)}`, () => listDesigns(db, query));
    return reply.type("application/json; charset=utf-8").send(body);
  });

  app.get("/featured-designs", async (_request, reply) => {
    const body = await cached("featured", () => listFeaturedDesigns(db, FEATURED_COUNT * 2));
    return reply.type("application/json; charset=utf-8").send(body);
  });

  app.get("/portfolio/:id", async (request) => {
    const design = await getDesign(db, designId(request.params));
    if (!design) throw designNotFound();
    return design;
  });

  // Any signed-in user keeps their own list of saved designs.
  app.get("/saved-designs", async (request) => listSavedDesigns(db, requireUser(request).id));

  app.put("/saved-designs/:id", async (request, reply) => {
    const user = requireUser(request);
    await saveDesign(db, user.id, designId(request.params));
    return reply.code(204).send();
  });

  app.delete("/saved-designs/:id", async (request, reply) => {
    const user = requireUser(request);
    await unsaveDesign(db, user.id, designId(request.params));
    return reply.code(204).send();
  });
}
