import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

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
    /** Whole HK$; null means not specified (min) or open-ended (max). */
    budgetMin: integer(),
    budgetMax: integer(),
    isFeatured: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("designs_designer_idx").on(t.designerId), index("designs_created_idx").on(t.createdAt)],
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
