import { boolean, date, doublePrecision, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * The business-hours clock by Hong Kong day (server/db/business-clock.ts fills it on each start): when the
 * day's business hours open, whether it has any, and how many business hours came before it.
 */
export const hkBusinessClock = pgTable("hk_business_clock", {
  day: date().primaryKey(),
  opens: timestamp({ withTimezone: true }).notNull(),
  isBusiness: boolean().notNull(),
  hoursBefore: doublePrecision().notNull(),
});
