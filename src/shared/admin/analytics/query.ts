import { addDays, format, isValid, parseISO } from "date-fns";
import { z } from "zod";
import { englishMessages, type Messages } from "../../i18n/index.ts";
import { hongKongToday } from "../../matching/business-days.ts";
import { HK_DISTRICTS } from "../../matching/districts.ts";
import { PROPERTY_TYPES } from "../../requests/constants.ts";

/** The page opens on the last 12 weeks (issue 22 §1), today included. */
export const ANALYTICS_DEFAULT_WEEKS = 12;
/** The widest range one view reads: two years of weekly rows. */
export const ANALYTICS_MAX_DAYS = 731;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const parsed = parseISO(value);
  return isValid(parsed) && format(parsed, "yyyy-MM-dd") === value;
};

/**
 * GET /api/admin/analytics/*: requests submitted from `from` to `to` (Hong Kong calendar days, both
 * included), in one district and of one property type if given. The page keeps these in its address.
 */
export function analyticsQuerySchema(m: Messages["analytics"] = englishMessages.analytics) {
  const v = m.validation;
  const day = z.string({ error: v.badDate }).refine(isDay, v.badDate);
  return z
    .object({
      from: day.optional(),
      to: day.optional(),
      district: z.enum(HK_DISTRICTS, { error: v.badDistrict }).optional(),
      propertyType: z.enum(PROPERTY_TYPES, { error: v.badPropertyType }).optional(),
    })
    .refine((q) => !q.from || !q.to || !isDay(q.from) || !isDay(q.to) || q.from <= q.to, {
      error: v.fromAfterTo,
      path: ["to"],
    })
    .refine(
      (q) =>
        !q.from || !q.to || !isDay(q.from) || !isDay(q.to) || spanDays(q.from, q.to) <= ANALYTICS_MAX_DAYS,
      {
        error: v.tooLong(ANALYTICS_MAX_DAYS),
        path: ["from"],
      },
    );
}
export type AnalyticsQuery = z.output<ReturnType<typeof analyticsQuerySchema>>;

const spanDays = (from: string, to: string) =>
  Math.round((parseISO(to).getTime() - parseISO(from).getTime()) / 86_400_000) + 1;

export interface AnalyticsRange {
  from: string;
  to: string;
}

/** The days a query means: `to` defaults to today in Hong Kong, `from` to 12 weeks before it (today included). */
export function analyticsRange(query: Pick<AnalyticsQuery, "from" | "to">, now = new Date()): AnalyticsRange {
  const to = query.to ?? hongKongToday(now);
  const from = query.from ?? format(addDays(parseISO(to), -(ANALYTICS_DEFAULT_WEEKS * 7 - 1)), "yyyy-MM-dd");
  return { from, to };
}

/** The query string of a filter: only what differs from the defaults, so a shared address stays short. */
export function analyticsSearch(query: AnalyticsQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ["from", "to", "district", "propertyType"] as const) {
    const value = query[key];
    if (value) search.set(key, value);
  }
  return search;
}
