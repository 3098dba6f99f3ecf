import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** One authenticator app per account (RFC 6238 codes). */
export const totpAuthenticators = pgTable("totp_authenticators", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The secret in use (base32); null while the first one waits for its first code. */
  secret: text(),
  /** A secret being set up (first time or a replacement); it counts only once a code from it is checked. */
  pendingSecret: text(),
  confirmedAt: timestamp({ withTimezone: true }),
  /** The last 30 s step a code was accepted for: a code is used once (replay refused). */
  lastUsedStep: bigint({ mode: "number" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** WebAuthn credentials (passkeys, security keys). */
export const passkeys = pgTable(
  "passkeys",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** base64url, as the browser gives it. */
    credentialId: text().notNull(),
    /** COSE public key, base64url. */
    publicKey: text().notNull(),
    counter: bigint({ mode: "number" }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("passkeys_credential_id_key").on(t.credentialId),
    index("passkeys_user_idx").on(t.userId),
  ],
);

/** Single-use recovery codes, kept hashed; shown once when made. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * Short-lived ceremonies: a sign-in waiting for its second step (the browser holds the token in a cookie) and
 * WebAuthn challenges (sign-in and passkey registration).
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** SHA-256 of the random token the browser holds. */
    tokenHash: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    purpose: text().notNull(),
    webauthnChallenge: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sign_in_challenges_token_hash_key").on(t.tokenHash),
    index("sign_in_challenges_expires_idx").on(t.expiresAt),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
