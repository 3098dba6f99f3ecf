import { z } from "zod";
import { HK_DISTRICTS } from "../../matching/districts.ts";
import { REQUEST_STYLES } from "../../requests/constants.ts";
import { BUDGET_BAND_KEYS } from "./budget-bands.ts";

const range = { from: z.string(), to: z.string() };
/** A share from 0 to 1, or null when nothing was there to divide. */
const share = z.number().nullable();

export const FUNNEL_STEPS = ["submitted", "introduced", "proposal", "chosen", "completed"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** GET /api/admin/analytics/funnel: each step's requests and the share of the step before that reached it. */
export const funnelSchema = z.object({
  ...range,
  steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), requests: z.number().int(), conversion: share })),
});
export type Funnel = z.infer<typeof funnelSchema>;

/**
 * GET /api/admin/analytics/first-introduction: per Hong Kong week (Monday) of submission, the business hours
 * from submission to the first introduction (median, 90th percentile) and the share of the 2-day promise kept.
 */
export const firstIntroductionSchema = z.object({
  ...range,
  promiseHours: z.number(),
  weeks: z.array(
    z.object({
      week: z.string(),
      requests: z.number().int(),
      introduced: z.number().int(),
      medianHours: z.number().nullable(),
      p90Hours: z.number().nullable(),
      /** Requests whose promise has been decided: introduced, or past their due time without. */
      decided: z.number().int(),
      kept: z.number().int(),
      keptShare: share,
    }),
  ),
  overall: z.object({
    introduced: z.number().int(),
    medianHours: z.number().nullable(),
    p90Hours: z.number().nullable(),
    decided: z.number().int(),
    kept: z.number().int(),
    keptShare: share,
  }),
});
export type FirstIntroduction = z.infer<typeof firstIntroductionSchema>;

/** GET /api/admin/analytics/designers: each designer's answers to the introductions in range, and open load now. */
export const designerStatsSchema = z.object({
  ...range,
  designers: z.array(
    z.object({
      designerId: z.uuid(),
      name: z.string(),
      introduced: z.number().int(),
      accepted: z.number().int(),
      declined: z.number().int(),
      expired: z.number().int(),
      acceptanceRate: share,
      medianReplyHours: z.number().nullable(),
      openLoad: z.number().int(),
    }),
  ),
});
export type DesignerStats = z.infer<typeof designerStatsSchema>;

/** GET /api/admin/analytics/demand: requests by district, style and budget band. */
export const demandSchema = z.object({
  ...range,
  total: z.number().int(),
  districts: z.array(z.object({ district: z.enum(HK_DISTRICTS), requests: z.number().int() })),
  /** Requests with no district (older ones). */
  noDistrict: z.number().int(),
  styles: z.array(z.object({ style: z.enum(REQUEST_STYLES), requests: z.number().int() })),
  budgets: z.array(z.object({ band: z.enum(BUDGET_BAND_KEYS), requests: z.number().int() })),
});
export type Demand = z.infer<typeof demandSchema>;
