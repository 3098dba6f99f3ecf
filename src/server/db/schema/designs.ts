import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** PostgreSQL full-text document; written by the designs service from both languages' texts and the styles. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const designs = pgTable(
  "designs",
  {
    id: uuid().primaryKey().defaultRandom(),
    designerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A design is written in English, Chinese or both: each language's title and description go together. */
    titleEn: text(),
    descriptionEn: text(),
    titleZh: text(),
    descriptionZh: text(),
    styles: text().array().notNull(),
    /** Whole HK$; both null when the budget is not specified, max null when open-ended. */
    budgetMin: integer(),
    budgetMax: integer(),
    isFeatured: boolean().notNull().default(false),
    searchVector: tsvector().notNull().default(sql`''::tsvector`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("designs_designer_idx").on(t.designerId),
    // Each index matches one sort of the catalogue exactly (directions and nulls), so a page is read in order.
    index("designs_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("designs_price_asc_idx").on(
      t.budgetMin.asc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("designs_price_desc_idx").on(
      t.budgetMin.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("designs_featured_idx").on(t.createdAt.desc().nullsFirst()).where(sql`${t.isFeatured}`),
    index("designs_styles_idx").using("gin", t.styles),
    index("designs_search_idx").using("gin", t.searchVector),
    check(
      "designs_texts_check",
      sql`(${t.titleEn} is null) = (${t.descriptionEn} is null) and (${t.titleZh} is null) = (${t.descriptionZh} is null) and (${t.titleEn} is not null or ${t.titleZh} is not null)`,
    ),
  ],
);

export const designImages = pgTable(
  "design_images",
  {
    id: uuid().primaryKey().defaultRandom(),
    designId: uuid()
      .notNull()
      .references(() => designs.id, { onDelete: "cascade" }),
    /** Key of the original file in storage. */
    storageKey: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    position: smallint().notNull(),
    isMain: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("design_images_design_idx").on(t.designId, t.position)],
);

export type DesignRow = typeof designs.$inferSelect;
export type DesignImageRow = typeof designImages.$inferSelect;
