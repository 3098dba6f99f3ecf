import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** What a designer tells homeowners about themselves, and whether the team has vetted them. */
export const designerProfiles = pgTable("designer_profiles", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The bio in English and in Chinese; an empty one is not written. */
  bioEn: text().notNull().default(""),
  bioZh: text().notNull().default(""),
  yearsExperience: integer(),
  /** Design styles (the catalogue's eight). */
  specialties: text().array().notNull().default([]),
  /** Hong Kong districts served (shared/matching/districts.ts). */
  districts: text().array().notNull().default([]),
  /** Property types they take on (the request form's). */
  propertyTypes: text().array().notNull().default([]),
  /** Languages spoken (shared/matching/languages.ts). */
  languages: text().array().notNull().default([]),
  /** Typical project budget in whole HK$; max null = no upper limit. */
  budgetMin: integer(),
  budgetMax: integer(),
  /** Only vetted designers are suggested and shown publicly. */
  isVetted: boolean().notNull().default(false),
  vettedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type DesignerProfileRow = typeof designerProfiles.$inferSelect;
