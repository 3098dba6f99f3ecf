import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Mail written when no SMTP server is configured, so local use and tests can read it. */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    /** The HTML part, when the mail has one. */
    htmlBody: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_emails_to_created_idx").on(t.toAddress, t.createdAt)],
);
