import type { z } from "zod";
// Types only: the client's pages must not load the response schemas for them.
import type { designerSuggestionSchema, suggestionListSchema } from "./responses.ts";

/** GET /api/forms/{id}/suggestions lists at most this many designers. */
export const SUGGESTIONS_SHOWN = 10;

/** A vetted designer suggested for a request, as the admin's picker shows them. */
export type DesignerSuggestion = z.infer<typeof designerSuggestionSchema>;

export type SuggestionList = z.infer<typeof suggestionListSchema>;
