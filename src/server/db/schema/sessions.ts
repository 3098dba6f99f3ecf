import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Sign-in sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    /** How the session was signed in: "password", "password+totp", "password+passkey", "password+recovery-code". */
    authMethod: text().notNull().default("password"),
    /** Whether a second factor was given (at sign-in, or by setting one up in this session). */
    secondFactor: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex("sessions_token_hash_key").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** Single-use password reset links; only the token's SHA-256 is kept. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
