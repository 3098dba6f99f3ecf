import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REQUEST_EVENT_TYPES } from "#shared/matching/constants.ts";
import { designRequests } from "./design-requests.ts";
import { users } from "./users.ts";

/** Each step of a request, with who took it and when (the admin's history). */
export const requestEvents = pgTable(
  "request_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order steps were written in: several share one transaction's time. */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    requestId: uuid()
      .notNull()
      .references(() => designRequests.id, { onDelete: "cascade" }),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    type: text({ enum: REQUEST_EVENT_TYPES }).notNull(),
    /** e.g. the designer concerned. */
    detail: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_events_request_idx").on(t.requestId, t.seq)],
);
