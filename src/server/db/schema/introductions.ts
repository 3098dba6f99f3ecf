import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { FEE_TYPES, INTRODUCTION_STATUSES, MAX_INTRODUCTIONS } from "#shared/matching/constants.ts";
import { CONTACT_KINDS } from "#shared/matching/contact-patterns.ts";
import { DECLINE_REASONS } from "#shared/matching/decline.ts";
import { designRequests } from "./design-requests.ts";
import { users } from "./users.ts";

/** A designer introduced to a request by an admin, and how far it has gone. */
export const introductions = pgTable(
  "introductions",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order introductions were made in: several share one transaction's time. */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    requestId: uuid()
      .notNull()
      .references(() => designRequests.id, { onDelete: "cascade" }),
    designerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Which of the request's 3 places this designer holds: unique per request and 1..3, so the
     * database itself refuses a fourth introduction however many arrive at once. An expired
     * introduction gives its place back (null).
     */
    slot: smallint(),
    status: text({ enum: INTRODUCTION_STATUSES }).notNull().default("pending"),
    introducedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp({ withTimezone: true }),
    chosenAt: timestamp({ withTimezone: true }),
    /** Business hours from introduction to answer, and when a proposal came: written by triggers (migration 0022). */
    replyHours: doublePrecision(),
    proposalSentAt: timestamp({ withTimezone: true }),
    /** Why the designer declined (from the list) and what they added; read by admins only. */
    declineReason: text({ enum: DECLINE_REASONS }),
    declineNote: text().notNull().default(""),
  },
  (t) => [
    uniqueIndex("introductions_request_designer_key").on(t.requestId, t.designerId),
    uniqueIndex("introductions_request_slot_key").on(t.requestId, t.slot),
    check("introductions_slot_range", sql`${t.slot} between 1 and ${sql.raw(String(MAX_INTRODUCTIONS))}`),
    // One designer is chosen per request, however many choices arrive at once.
    uniqueIndex("introductions_one_chosen_key").on(t.requestId).where(sql`${t.status} = 'chosen'`),
    index("introductions_designer_status_idx").on(t.designerId, t.status),
    // The analytics read the introductions of a range of requests, and each designer's open ones.
    index("introductions_created_idx").on(t.createdAt),
    index("introductions_open_idx").on(t.designerId).where(sql`${t.status} in ('pending', 'accepted')`),
  ],
);

/** A designer's structured answer when accepting: comparable across designers (one per introduction). */
export const proposals = pgTable("proposals", {
  introductionId: uuid()
    .primaryKey()
    .references(() => introductions.id, { onDelete: "cascade" }),
  feeType: text({ enum: FEE_TYPES }).notNull(),
  /** Whole HK$; feeMax only for a range. */
  feeMin: integer().notNull(),
  feeMax: integer(),
  scopeItems: text().array().notNull().default([]),
  scopeNotes: text().notNull().default(""),
  timelineWeeks: integer().notNull(),
  earliestSiteVisit: date({ mode: "string" }).notNull(),
  note: text().notNull().default(""),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The thread between the client and one introduced designer. */
export const introductionMessages = pgTable(
  "introduction_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    introductionId: uuid()
      .notNull()
      .references(() => introductions.id, { onDelete: "cascade" }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** As written; the other side reads it masked when contactKinds is not empty. */
    body: text().notNull(),
    /**
     * What contact details it held when sent before the client chose this designer (issue 19
     * §11): the other side reads them masked. Empty when none, or when sent after choosing.
     */
    contactKinds: text({ enum: CONTACT_KINDS }).array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("introduction_messages_thread_idx").on(t.introductionId, t.createdAt)],
);

export type IntroductionRow = typeof introductions.$inferSelect;
export type ProposalRow = typeof proposals.$inferSelect;
