import { TZDate } from "@date-fns/tz";
import { addDays, format, isWeekend, type Locale, set, startOfDay } from "date-fns";
import { isHkGeneralHoliday } from "./hk-holidays.ts";

export const HONG_KONG_TIME_ZONE = "Asia/Hong_Kong";
/** The promise (spec 1 §1): introductions within 2 business days. */
export const BUSINESS_DAYS_TO_MATCH = 2;
/** A request sent on a day off counts from the start of the next business day, at this hour. */
export const BUSINESS_DAY_START_HOUR = 9;
/** Business hours (the reminders' clock) end at this hour, Hong Kong time. */
export const BUSINESS_DAY_END_HOUR = 18;

const inHongKong = (date: Date) => new TZDate(date, HONG_KONG_TIME_ZONE);

/** A due time as Hong Kong reads it, wherever the reader is, in a date-fns pattern (English without a locale). */
export const formatHongKongTime = (date: Date, pattern: string, locale?: Locale) =>
  format(inHongKong(date), pattern, { locale });

/** Hong Kong's calendar day now (yyyy-MM-dd), whatever the clock's own zone: the first day a site visit may be. */
export const hongKongToday = (now = new Date()) => format(inHongKong(now), "yyyy-MM-dd");

/** Whether the Hong Kong calendar day of `date` is a business day: not a weekend, not a general holiday. */
export function isBusinessDay(date: Date): boolean {
  const local = inHongKong(date);
  return !isWeekend(local) && !isHkGeneralHoliday(format(local, "yyyy-MM-dd"));
}

/** The same Hong Kong clock time on the next business day after `date`. */
export function nextBusinessDay(date: Date): Date {
  let day = addDays(inHongKong(date), 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return new Date(day.getTime());
}

/** When a request's counting starts: at once on a business day, else 09:00 of the next business day. */
export function countingStart(submittedAt: Date): Date {
  if (isBusinessDay(submittedAt)) return submittedAt;
  const morning = set(inHongKong(submittedAt), {
    hours: BUSINESS_DAY_START_HOUR,
    minutes: 0,
    seconds: 0,
    milliseconds: 0,
  });
  return nextBusinessDay(morning);
}

/**
 * When introductions are due: the same Hong Kong clock time two business days after the counting
 * starts (docs/decisions.md).
 */
export function dueAt(submittedAt: Date): Date {
  let due = countingStart(submittedAt);
  for (let n = 0; n < BUSINESS_DAYS_TO_MATCH; n += 1) due = nextBusinessDay(due);
  return due;
}

const HOUR_MS = 3_600_000;

/** The business hours of `date`'s Hong Kong day (09:00 to 18:00), or null on a weekend or holiday. */
function businessHoursOf(date: Date): { opens: number; closes: number } | null {
  if (!isBusinessDay(date)) return null;
  const at = (hours: number) =>
    set(inHongKong(date), { hours, minutes: 0, seconds: 0, milliseconds: 0 }).getTime();
  return { opens: at(BUSINESS_DAY_START_HOUR), closes: at(BUSINESS_DAY_END_HOUR) };
}

/**
 * The moment `hours` business hours (Hong Kong, 09:00 to 18:00 on business days) before `date`:
 * what "due within 4 business hours" counts back from.
 */
export function businessHoursBefore(date: Date, hours: number): Date {
  let left = hours * HOUR_MS;
  let day = startOfDay(inHongKong(date));
  let cursor = date.getTime();
  for (;;) {
    const open = businessHoursOf(day);
    if (open) {
      const end = Math.min(cursor, open.closes);
      if (end > open.opens) {
        const available = end - open.opens;
        if (available >= left) return new Date(end - left);
        left -= available;
      }
    }
    day = addDays(day, -1);
    cursor = Number.POSITIVE_INFINITY;
  }
}

/**
 * How many business hours (Hong Kong, 09:00 to 18:00 on business days) lie between two moments; 0 when
 * `to` is not after `from`. The analytics' clock (issue 22): the database computes the same with
 * `business_hours_between` (server/db/business-calendar.ts installs it from these constants).
 */
export function businessHoursBetween(from: Date, to: Date): number {
  let total = 0;
  let day = startOfDay(inHongKong(from));
  while (day.getTime() < to.getTime()) {
    const open = businessHoursOf(day);
    if (open)
      total += Math.max(0, Math.min(to.getTime(), open.closes) - Math.max(from.getTime(), open.opens));
    day = addDays(day, 1);
  }
  return total / HOUR_MS;
}
