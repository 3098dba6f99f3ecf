import { bigint, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The recent live events (issue 21), in the order they were written: who they are for (users by id, and
 * every user of the roles named), their kind and a few ids. Streams resume from them; they are pruned after minutes.
 */
export const liveEvents = pgTable("live_events", {
  id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text().notNull(),
  userIds: uuid().array().notNull().default([]),
  roles: text().array().notNull().default([]),
  data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
