import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** What happened to an account's security (second factor changes; sign-ins later), with who did it. */
export const accountEvents = pgTable(
  "account_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Someone other than the account's owner, e.g. the admin who reset its second factor. */
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    kind: text().notNull(),
    userAgent: text(),
    detail: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_events_user_created_idx").on(t.userId, t.createdAt)],
);

/** Browsers an account has signed in from, by a hash (for telling a new one apart). */
export const knownBrowsers = pgTable(
  "known_browsers",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    browserHash: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.browserHash] })],
);
