import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { designs } from "./designs.ts";
import { users } from "./users.ts";

/** Designs a user keeps for later (the heart on a design). */
export const savedDesigns = pgTable(
  "saved_designs",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    designId: uuid()
      .notNull()
      .references(() => designs.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.designId] }),
    index("saved_designs_user_created_idx").on(t.userId, t.createdAt),
  ],
);
