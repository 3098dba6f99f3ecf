import { index, pgTable, primaryKey, smallint, uuid } from "drizzle-orm/pg-core";
import { designRequests } from "./design-requests.ts";
import { users } from "./users.ts";

/** Vetted designers a homeowner would like to hear from on a request (at most 3), in their order. */
export const designRequestWishedDesigners = pgTable(
  "design_request_wished_designers",
  {
    requestId: uuid()
      .notNull()
      .references(() => designRequests.id, { onDelete: "cascade" }),
    designerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.designerId] }),
    index("design_request_wished_designers_designer_idx").on(t.designerId),
  ],
);
