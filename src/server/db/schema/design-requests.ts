import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  PROJECT_TYPES,
  PROPERTY_TYPES,
  REQUEST_STATUSES,
  REQUEST_STYLES,
} from "#shared/requests/constants.ts";
import { designs } from "./designs.ts";
import { users } from "./users.ts";

/** A list of our own words as SQL literals (none holds a quote). */
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** A homeowner's design request (spec 1 §3, spec 2 §3); money in whole HK$, budgetMax null = open-ended. */
export const designRequests = pgTable(
  "design_requests",
  {
    id: uuid().primaryKey().defaultRandom(),
    clientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text({ enum: REQUEST_STATUSES }).notNull().default("submitted"),
    propertyAddress: text().notNull(),
    propertyType: text().notNull(),
    projectType: text().notNull(),
    homeStatus: text(),
    /** Hong Kong district of the property (shared/matching/districts.ts); older requests have none. */
    district: text(),
    designStyles: text().array().notNull(),
    description: text().notNull(),
    mobileNumber: text().notNull(),
    squareFootage: integer().notNull(),
    budgetMin: integer().notNull(),
    budgetMax: integer(),
    hasContractor: boolean().notNull().default(false),
    contractorNames: text(),
    hasPastCollaborations: boolean().notNull().default(false),
    pastCollaborationNames: text(),
    agreedToTermsAt: timestamp({ withTimezone: true }).notNull(),
    /** The promise: introductions within 2 Hong Kong business days of submission. */
    dueAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The review desk reads every request newest first (the id breaks ties).
    index("design_requests_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("design_requests_client_created_idx").on(t.clientId, t.createdAt.desc().nullsFirst()),
    index("design_requests_due_idx").on(t.dueAt),
    index("design_requests_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst()),
    // The form's lists, held by the table: the desk searches these columns by the values a search names.
    check("design_requests_property_type_check", sql`${t.propertyType} in (${literals(PROPERTY_TYPES)})`),
    check("design_requests_project_type_check", sql`${t.projectType} in (${literals(PROJECT_TYPES)})`),
    check(
      "design_requests_styles_check",
      sql`${t.designStyles} <@ array[${literals(REQUEST_STYLES)}]::text[]`,
    ),
  ],
);

/** Inspiration photos of a request: private, served only to those who may read the request. */
export const designRequestImages = pgTable(
  "design_request_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => designRequests.id, { onDelete: "cascade" }),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("design_request_images_request_idx").on(t.requestId, t.position)],
);

/** Catalogue designs the client chose as inspiration (from their saved designs), in their order. */
export const designRequestInspirations = pgTable(
  "design_request_inspirations",
  {
    requestId: uuid()
      .notNull()
      .references(() => designRequests.id, { onDelete: "cascade" }),
    designId: uuid()
      .notNull()
      .references(() => designs.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.designId] }),
    index("design_request_inspirations_design_idx").on(t.designId),
  ],
);

export type DesignRequestRow = typeof designRequests.$inferSelect;
