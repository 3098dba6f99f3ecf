import { date, pgTable } from "drizzle-orm/pg-core";

/** Hong Kong's general holidays as the database's business-hours clock reads them (server/db/business-calendar.ts). */
export const hkGeneralHolidays = pgTable("hk_general_holidays", {
  day: date().primaryKey(),
});
