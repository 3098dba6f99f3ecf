import { z } from "zod";
import type { RequestStatus } from "../requests/constants.ts";
// Types only: the client's pages must not load the response schemas for them.
import type { dueListSchema, dueRequestSchema } from "./responses.ts";

/** The admin dashboard's card shows this many waiting requests, and this many more at each 'Show more'. */
export const DUE_LIST_LIMIT = 10;
/** The most one answer lists. */
export const MAX_DUE_LIST_LIMIT = 100;

/** GET /api/forms/due?limit= (10 by default). */
export const dueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_DUE_LIST_LIMIT).default(DUE_LIST_LIMIT),
});
/** Requests still waiting for introductions: the clock runs until an admin introduces designers. */
export const WAITING_STATUSES = ["submitted", "confirmed"] as const satisfies readonly RequestStatus[];
export const isWaiting = (status: RequestStatus) =>
  (WAITING_STATUSES as readonly RequestStatus[]).includes(status);

/** A request waiting for introductions, with its due time (GET /api/forms/due). */
export type DueRequest = z.infer<typeof dueRequestSchema>;

export type DueList = z.infer<typeof dueListSchema>;
