import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { designRequests } from "./design-requests.ts";
import { users } from "./users.ts";

/** In-app notifications (the bell), each with where to go; mail is sent alongside. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    /** The notice as facts (`NoticeFacts`), put into words in the reader's language when read. */
    facts: jsonb(),
    /** The words as mailed, in the recipient's language then; shown for rows written before `facts`. */
    title: text().notNull(),
    body: text().notNull().default(""),
    /** A path inside the product. */
    link: text().notNull(),
    /**
     * The request the notice is about, if any: opening the request marks it read, and deleting the
     * request takes it out of every bell (issue 19).
     */
    requestId: uuid().references(() => designRequests.id, { onDelete: "cascade" }),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("notifications_request_idx").on(t.requestId, t.userId),
  ],
);
