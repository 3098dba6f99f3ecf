import { eq } from "drizzle-orm";
import type { UserRole } from "#shared/auth/roles.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { conflict } from "../lib/http-errors.ts";
import { hashPassword } from "./passwords.ts";

export interface NewUser {
  email: string;
  /** None for an account whose owner chooses the password through an e-mailed link. */
  password: string | null;
  role: UserRole;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  /** The language the person reads; unknown (null) unless they chose one or signed up in one. */
  locale?: Locale | null;
}

/** Emails are compared trimmed and lower-cased everywhere. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return user;
}

export async function createUser(db: DbExecutor, input: NewUser) {
  const email = normaliseEmail(input.email);
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      role: input.role,
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      phoneNumber: input.phoneNumber?.trim() || null,
      locale: input.locale ?? null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw conflict((m) => m.auth.errors.emailTaken);
  return user;
}
