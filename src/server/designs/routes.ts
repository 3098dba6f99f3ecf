import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { catalogueQuerySchema } from "#shared/designs/catalogue-query.ts";
import { FEATURED_COUNT } from "#shared/designs/constants.ts";
import { designPageSchema, designSchema } from "#shared/designs/responses.ts";
import { signedIn } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { noContent, pathParams } from "../lib/http/declared-schemas.ts";
import { type PreparedJson, prepareJson, sendPreparedJson } from "../lib/http/prepared-json.ts";
import { notFound } from "../lib/http-errors.ts";
import { readerLanguageVaries } from "../lib/i18n/reader-language-varies.ts";
import { catalogueCache } from "./catalogue-cache.ts";
import { listSavedDesigns, saveDesign, unsaveDesign } from "./saved.ts";
import { getDesign, listDesigns, listFeaturedDesigns } from "./service.ts";

const designNotFound = () => notFound((m) => m.designs.detail.notFound);
/** A malformed id is simply a design that does not exist. */
const designParams = pathParams({ id: z.uuid() }, (m) => m.designs.detail.notFound);

/** The public catalogue (spec 1 §7): anyone may browse. */
export async function designRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Public and the same for everyone: answers are kept a few seconds (see catalogue-cache.ts), as
  // the bytes of JSON that was serialized through the response schema when it was made.
  const cached = async <T extends PreparedJson | null>(key: string, load: () => Promise<T>) =>
    (await catalogueCache(db)).answers.get(key, load);
  const prepared = (answer: unknown) => prepareJson(JSON.stringify(answer));

  api.get(
    "/portfolio",
    {
      config: { access: "public" },
      compress: false,
      schema: {
        tags: ["designs"],
        summary: "Browse the catalogue: filters, search, sorting and pages (spec 1 §5)",
        querystring: catalogueQuerySchema,
        response: { 200: designPageSchema },
      },
    },
    async (request, reply) => {
      const { query, locale } = request;
      const body = await cached(`list:${locale}:${JSON.stringify(query)}`, async () =>
        prepared(designPageSchema.parse(await listDesigns(db, query, locale))),
      );
      return sendPreparedJson(request, readerLanguageVaries(reply), body);
    },
  );

  api.get(
    "/featured-designs",
    {
      config: { access: "public" },
      compress: false,
      schema: {
        tags: ["designs"],
        summary: "Featured designs for the home page",
        response: { 200: z.array(designSchema) },
      },
    },
    async (request, reply) => {
      const { locale } = request;
      const body = await cached(`featured:${locale}`, async () =>
        prepared(z.array(designSchema).parse(await listFeaturedDesigns(db, FEATURED_COUNT * 2, locale))),
      );
      return sendPreparedJson(request, readerLanguageVaries(reply), body);
    },
  );

  api.get(
    "/portfolio/:id",
    {
      config: { access: "public" },
      compress: false,
      schema: {
        tags: ["designs"],
        summary: "One design, for its page",
        params: designParams,
        response: { 200: designSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = await cached(`design:${request.locale}:${id}`, async () => {
        const design = await getDesign(db, id, request.locale);
        return design && prepared(designSchema.parse(design));
      });
      if (!body) throw designNotFound();
      return sendPreparedJson(request, readerLanguageVaries(reply), body);
    },
  );

  // Any signed-in user keeps their own list of saved designs.
  api.get(
    "/saved-designs",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["designs"],
        summary: "The designs the signed-in user saved, newest first",
        response: { 200: z.array(designSchema) },
      },
    },
    async (request) => listSavedDesigns(db, signedIn(request).id, request.locale),
  );

  api.put(
    "/saved-designs/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["designs"],
        summary: "Save a design (saving twice is saving once)",
        params: designParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await saveDesign(db, signedIn(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  api.delete(
    "/saved-designs/:id",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["designs"],
        summary: "Forget a saved design",
        params: designParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await unsaveDesign(db, signedIn(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
