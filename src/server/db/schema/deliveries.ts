import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DELIVERY_STATES } from "#shared/admin/delivery-states.ts";

/**
 * Every mail and push handed to the job queue, as the operator reads it: one row per delivery,
 * written in the same transaction as the job itself, so the row and the job exist together or not
 * at all. The id is the job's id.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid().primaryKey(),
    /** How it travels: "mail", "push". */
    channel: text().notNull(),
    /** What it is about (a notice's kind, "password-reset", …). */
    kind: text().notNull(),
    /** An e-mail address, or the user a push is for. */
    recipient: text().notNull(),
    state: text({ enum: DELIVERY_STATES }).notNull().default("queued"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("deliveries_created_idx").on(t.createdAt.desc()),
    index("deliveries_state_idx").on(t.state, t.createdAt.desc()),
    check("deliveries_state_check", sql`${t.state} in ('queued', 'sending', 'retrying', 'sent', 'failed')`),
  ],
);

/**
 * Reminders and expiries the system has acted on, one row per (kind, subject): the row is written in
 * the transaction that queues the notice, so a second process or a restart finds it and sends nothing.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    kind: text().notNull(),
    subjectId: uuid().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId] })],
);

export type DeliveryRow = typeof deliveries.$inferSelect;
