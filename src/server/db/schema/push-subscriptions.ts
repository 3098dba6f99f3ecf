import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions } from "./sessions.ts";
import { users } from "./users.ts";

/**
 * A browser's Web Push subscription (issue 21 §4). It belongs to the session that opted in, so signing
 * out (here or from another browser) stops that browser's notifications with it.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    /** The push service's address for this browser; a second opt-in from it replaces the row. */
    endpoint: text().notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted to. */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

/** The server's VAPID key pair (base64url), made at the first start when VAPID_* are not configured. */
export const webPushKeys = pgTable(
  "web_push_keys",
  {
    id: smallint().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("web_push_keys_one_row", sql`${t.id} = 1`)],
);
