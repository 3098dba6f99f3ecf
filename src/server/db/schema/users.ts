import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { USER_ROLES } from "#shared/auth/roles.ts";
import type { Locale } from "#shared/i18n/locales.ts";

export const userRole = pgEnum("user_role", USER_ROLES);

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text().notNull(),
    passwordHash: text(),
    role: userRole().notNull().default("client"),
    firstName: text(),
    lastName: text(),
    phoneNumber: text(),
    address: text(),
    profileImageUrl: text(),
    /** The language the person chose; null until they choose one (their browser decides meanwhile). */
    locale: text().$type<Locale>(),
    /** Soft delete by an admin hides the account from lists; it can be reactivated. */
    isHidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    index("users_role_created_idx").on(t.role, t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
