import { sql } from "drizzle-orm";
import {
  boolean,
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

/** PostgreSQL full-text document; written by the designs service from title, description and styles. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const designs = pgTable(
  "designs",
  {
    id: uuid().primaryKey().defaultRandom(),
    designerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
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
    index("designs_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("designs_budget_min_idx").on(t.budgetMin, t.createdAt.desc()),
    index("designs_featured_idx").on(t.createdAt.desc()).where(sql`${t.isFeatured}`),
    index("designs_styles_idx").using("gin", t.styles),
    index("designs_search_idx").using("gin", t.searchVector),
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
