import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { designRequests } from "./design-requests.ts";
import { users } from "./users.ts";

/** A client's rating of the designer they chose, once the project is completed (one per request). */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => designRequests.id, { onDelete: "cascade" }),
    designerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    text: text().notNull().default(""),
    /** Admins hide abusive reviews; hidden ones count nowhere. */
    isHidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reviews_request_key").on(t.requestId), index("reviews_designer_idx").on(t.designerId)],
);
