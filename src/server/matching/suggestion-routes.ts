import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Messages } from "#shared/i18n/index.ts";
import type { SuggestionList } from "#shared/matching/suggestion.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { requireDeskUser } from "../requests/policy.ts";
import { findRequest } from "../requests/service.ts";
import { suggestDesigners } from "./suggestions.ts";

const idParams = z.object({ id: z.uuid() });

export async function suggestionRoutes(
  app: FastifyInstance,
  { db, messages }: { db: Db; storage: Storage; mailer: Mailer; publicUrl: string; messages: Messages },
) {
  // Only admins introduce designers, so only they see whom the ranking proposes.
  app.get("/forms/:id/suggestions", async (request): Promise<SuggestionList> => {
    requireDeskUser(request);
    const parsed = idParams.safeParse(request.params);
    const row = parsed.success ? await findRequest(db, parsed.data.id) : undefined;
    if (!row) throw notFound(messages.requests.errors.notFound);
    return { suggestions: await suggestDesigners(db, row, messages) };
  });
}
