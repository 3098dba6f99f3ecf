import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { REQUEST_STATUSES } from "#shared/requests/constants.ts";
import { designRequests } from "./design-requests.ts";

/**
 * What the analytics read of each request, one narrow row: what it is and how far it went. Written only by the
 * database's triggers (migration 0022) on the insert or update that makes the move, whichever code makes it;
 * the application never writes it.
 */
export const requestFacts = pgTable(
  "request_facts",
  {
    requestId: uuid()
      .primaryKey()
      .references(() => designRequests.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: REQUEST_STATUSES }).notNull(),
    district: text(),
    propertyType: text().notNull(),
    designStyles: text().array().notNull(),
    budgetMax: integer(),
    dueAt: timestamp({ withTimezone: true }),
    firstIntroducedAt: timestamp({ withTimezone: true }),
    /** Business hours from submission to the first introduction (hk_business_clock). */
    firstIntroductionHours: doublePrecision(),
    firstProposalAt: timestamp({ withTimezone: true }),
    chosenAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("request_facts_created_idx").on(t.createdAt)],
);
