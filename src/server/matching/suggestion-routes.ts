import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { suggestionListSchema } from "#shared/matching/responses.ts";
import type { Db } from "../db/client.ts";
import { pathParams } from "../lib/http/declared-schemas.ts";
import { notFound } from "../lib/http-errors.ts";
import { findRequest } from "../requests/service.ts";
import { suggestDesigners } from "./suggestions.ts";

export async function suggestionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Only admins introduce designers, so only they see whom the ranking proposes.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/forms/:id/suggestions",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["matching"],
        summary: "The vetted designers who suit a request best, with the reasons in the reader's language",
        params: pathParams({ id: z.uuid() }, (m) => m.requests.errors.notFound),
        response: { 200: suggestionListSchema },
      },
    },
    async (request) => {
      const row = await findRequest(db, request.params.id);
      if (!row) throw notFound((m) => m.requests.errors.notFound);
      return { suggestions: await suggestDesigners(db, row, request.messages) };
    },
  );
}
