import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { SuggestionList } from "#shared/matching/suggestion.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../lib/http-errors.ts";
import { requireDeskUser } from "../requests/policy.ts";
import { findRequest } from "../requests/service.ts";
import { suggestDesigners } from "./suggestions.ts";

const idParams = z.object({ id: z.uuid() });

export async function suggestionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  // Only admins introduce designers, so only they see whom the ranking proposes.
  app.get("/forms/:id/suggestions", async (request): Promise<SuggestionList> => {
    requireDeskUser(request);
    const parsed = idParams.safeParse(request.params);
    const row = parsed.success ? await findRequest(db, parsed.data.id) : undefined;
    if (!row) throw notFound((m) => m.requests.errors.notFound);
    return { suggestions: await suggestDesigners(db, row, request.messages) };
  });
}
