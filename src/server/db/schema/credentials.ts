import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CREDENTIAL_KINDS, CREDENTIAL_STATES } from "#shared/trust/constants.ts";
import { reviews } from "./reviews.ts";
import { users } from "./users.ts";

/**
 * A designer's credential (issue 22 §4): the document, kept privately in storage (never under a public
 * address), and what an admin made of it. A verified one of a kind shows as a badge until it expires; a
 * newer one waits beside it for review, so a renewal never takes the badge away while it is checked.
 */
export const designerCredentials = pgTable(
  "designer_credentials",
  {
    id: uuid().primaryKey().defaultRandom(),
    designerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: CREDENTIAL_KINDS }).notNull(),
    state: text({ enum: CREDENTIAL_STATES }).notNull().default("pending"),
    /** The BR number, the minor works registration number, or the policy / certificate number. */
    reference: text().notNull(),
    /** Insurance only: who insures. */
    insurer: text(),
    /** The last day it is valid, a Hong Kong calendar date. */
    expiresOn: date({ mode: "string" }).notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    fileName: text().notNull(),
    sizeBytes: integer().notNull(),
    /** Why an admin rejected it; the designer reads it. */
    rejectionReason: text(),
    reviewedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("designer_credentials_verified_key")
      .on(t.designerId, t.kind)
      .where(sql`${t.state} = 'verified'`),
    uniqueIndex("designer_credentials_open_key")
      .on(t.designerId, t.kind)
      .where(sql`${t.state} <> 'verified'`),
    index("designer_credentials_state_idx").on(t.state, t.createdAt),
    check(
      "designer_credentials_kind_check",
      sql`${t.kind} in ('business-registration', 'minor-works', 'insurance')`,
    ),
    check("designer_credentials_state_check", sql`${t.state} in ('pending', 'verified', 'rejected')`),
  ],
);

export type DesignerCredentialRow = typeof designerCredentials.$inferSelect;

/** Photos of the finished work a review carries (at most 5), stored as the portfolio's images are. */
export const reviewImages = pgTable(
  "review_images",
  {
    id: uuid().primaryKey(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("review_images_review_idx").on(t.reviewId, t.position)],
);

export type ReviewImageRow = typeof reviewImages.$inferSelect;
