import { z } from "zod";
import {
  BUDGET_BANDS,
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  DESIGN_STYLES,
  PRICE_SORTS,
  SEARCH_MAX_LENGTH,
} from "./constants.ts";

const MAX_BUDGET = 1_000_000_000;

/** An amount in whole HK$; empty means no bound. */
const optionalAmount = (name: string) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : Number(value)),
    z
      .number({ error: `${name} must be a whole number of HK$` })
      .int(`${name} must be a whole number of HK$`)
      .min(0, `${name} cannot be negative`)
      .max(MAX_BUDGET, `${name} is too large`)
      .optional(),
  );

/**
 * The browse filters (spec 1 §5), as query parameters of GET /api/portfolio. Bands and sorting use
 * a design's minimum budget; a custom range needs the whole budget inside it (empty min = 0,
 * empty max = no limit).
 */
export const catalogueQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters`)
      .optional(),
    style: z.enum(DESIGN_STYLES, { error: `style must be one of ${DESIGN_STYLES.join(", ")}` }).optional(),
    band: z
      .string()
      .refine(
        (id) => BUDGET_BANDS.some((band) => band.id === id),
        "band must be one of the preset budget bands",
      )
      .optional(),
    minBudget: optionalAmount("minBudget"),
    maxBudget: optionalAmount("maxBudget"),
    sort: z.enum(PRICE_SORTS, { error: `sort must be one of ${PRICE_SORTS.join(", ")}` }).default("none"),
    page: z.coerce
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page starts at 1")
      .max(10_000)
      .default(1),
    pageSize: z.coerce
      .number({ error: "pageSize must be a number" })
      .int("pageSize must be a whole number")
      .min(1, "pageSize must be at least 1")
      .max(CATALOGUE_MAX_PAGE_SIZE, `pageSize must be at most ${CATALOGUE_MAX_PAGE_SIZE}`)
      .default(CATALOGUE_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minBudget === undefined || query.maxBudget === undefined || query.minBudget <= query.maxBudget,
    { message: "minBudget must not be above maxBudget", path: ["minBudget"] },
  );

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;
