import { z } from "zod";
import { REQUEST_STATUSES } from "./constants.ts";
import type { deskPageSchema, deskSummarySchema } from "./responses.ts";

export const DESK_PAGE_SIZE = 20;
export const DESK_MAX_PAGE_SIZE = 100;
export const DESK_SEARCH_MAX_LENGTH = 200;

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

/**
 * The admin review desk's filters (spec 2 §2), as query parameters of GET /api/forms and
 * GET /api/forms/export.csv: free text over the client's name and e-mail, styles, property and
 * project type; a status; one client.
 */
export const deskQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(DESK_SEARCH_MAX_LENGTH, `Search text must be at most ${DESK_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  status: z.preprocess(
    blankAsMissing,
    z.enum(REQUEST_STATUSES, { error: `status must be one of ${REQUEST_STATUSES.join(", ")}` }).optional(),
  ),
  client: z.preprocess(blankAsMissing, z.uuid({ error: "client must be a user id" }).optional()),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be at least 1")
    .max(DESK_MAX_PAGE_SIZE, `pageSize must be at most ${DESK_MAX_PAGE_SIZE}`)
    .default(DESK_PAGE_SIZE),
});

export type DeskQuery = z.output<typeof deskQuerySchema>;
export type DeskFilters = Pick<DeskQuery, "q" | "status" | "client">;

export type DeskPage = z.infer<typeof deskPageSchema>;

/** Every request by status, for the admin dashboard's cards. */
export type DeskSummary = z.infer<typeof deskSummarySchema>;

/** The query string of a desk filter set (empty values left out), for the list and the export. */
export function deskSearchParams(filters: Partial<DeskQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
