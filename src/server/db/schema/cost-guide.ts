import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  COST_GUIDE_DIMENSIONS,
  COST_GUIDE_METRICS,
  MIN_INDEPENDENT_REQUESTS,
} from "#shared/cost-guide/rules.ts";
import { users } from "./users.ts";

/**
 * The published cost guide (issue 22 §2): the cells the refresh job computed, replaced whole in one
 * transaction. A cell with fewer than 5 independent requests is never written, and the database refuses
 * one, so no route can show it.
 */
export const costGuideCells = pgTable(
  "cost_guide_cells",
  {
    metric: text({ enum: COST_GUIDE_METRICS }).notNull(),
    dimension: text({ enum: COST_GUIDE_DIMENSIONS }).notNull(),
    key: text().notNull(),
    /** Distinct homeowners behind the figures. */
    requests: integer().notNull(),
    /** HK$ per square foot. */
    p25: doublePrecision().notNull(),
    median: doublePrecision().notNull(),
    p75: doublePrecision().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.dimension, t.key] }),
    check(
      "cost_guide_cells_enough_requests",
      sql`${t.requests} >= ${sql.raw(String(MIN_INDEPENDENT_REQUESTS))}`,
    ),
  ],
);

/** When the guide and the reply times were last computed: one row, once they have been. */
export const costGuideRefreshes = pgTable(
  "cost_guide_refreshes",
  {
    only: boolean().primaryKey().default(true),
    refreshedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check("cost_guide_refreshes_one_row", sql`${t.only}`)],
);

/**
 * Each designer's median business hours from introduction to answer (issue 22 §3), refreshed with the
 * cost guide; the profile and the directory decide from it whether and how to show it.
 */
export const designerReplyTimes = pgTable("designer_reply_times", {
  designerId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  answers: integer().notNull(),
  medianHours: doublePrecision().notNull(),
});
