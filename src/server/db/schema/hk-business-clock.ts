import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The business-hours clock by Hong Kong day (server/db/business-calendar.ts fills it): the day's bounds, its
 * business hours (opens = closes on a day without any) and how many business hours came before it.
 * business_hours_between (migration 0022) reads it.
 */
export const hkBusinessClock = pgTable("hk_business_clock", {
  day: date().primaryKey(),
  starts: timestamp({ withTimezone: true }).notNull().unique("hk_business_clock_starts_key"),
  ends: timestamp({ withTimezone: true }).notNull(),
  opens: timestamp({ withTimezone: true }).notNull(),
  closes: timestamp({ withTimezone: true }).notNull(),
  hoursBefore: doublePrecision().notNull(),
});

/** A digest of what the clock was filled from: a start refills it only when the constants or holidays changed. */
export const hkBusinessClockSource = pgTable(
  "hk_business_clock_source",
  {
    only: boolean().primaryKey().default(true),
    digest: text().notNull(),
  },
  (t) => [check("hk_business_clock_source_one_row", sql`${t.only}`)],
);
