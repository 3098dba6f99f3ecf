import { TZDate } from "@date-fns/tz";
import { addDays, format, isWeekend, type Locale, set } from "date-fns";
import { isHkGeneralHoliday } from "./hk-holidays.ts";

export const HONG_KONG_TIME_ZONE = "Asia/Hong_Kong";
/** The promise (spec 1 §1): introductions within 2 business days. */
export const BUSINESS_DAYS_TO_MATCH = 2;
/** A request sent on a day off counts from the start of the next business day, at this hour. */
export const BUSINESS_DAY_START_HOUR = 9;

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
