import { and, eq, ne } from "drizzle-orm";
import type { Profile } from "#shared/profile/schema.ts";
import { revokePasswordLinks } from "../auth/password-links.ts";
import { assertCurrentPassword } from "../auth/service.ts";
import { normaliseEmail } from "../auth/users.ts";
import type { Db } from "../db/client.ts";
import { type UserRow, users } from "../db/schema/index.ts";
import { conflict } from "../lib/http-errors.ts";

export function toProfile(user: UserRow): Profile {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    address: user.address,
  };
}

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  address: string | null;
  email?: string | undefined;
  currentPassword?: string | undefined;
}

const emailTaken = () => conflict((m) => m.auth.errors.emailTaken);

/**
 * Updates a user's own profile; a new email needs the current password and must be free, and ends
 * every reset link the account still has (those mailed to the old address among them).
 */
export async function updateProfile(db: Db, user: UserRow, changes: ProfileChanges): Promise<Profile> {
  const email = changes.email === undefined ? user.email : normaliseEmail(changes.email);
  const emailChanges = email !== user.email;
  if (emailChanges) {
    await assertCurrentPassword(db, user, changes.currentPassword);
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, user.id)))
      .limit(1);
    if (taken) throw emailTaken();
  }
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        email,
        firstName: changes.firstName,
        lastName: changes.lastName,
        phoneNumber: changes.phoneNumber,
        address: changes.address,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (row && emailChanges) await revokePasswordLinks(tx, user.id);
    return row;
  });
  if (!updated) throw emailTaken();
  return toProfile(updated);
}
