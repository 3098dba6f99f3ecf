import type { CurrentUser } from "#shared/auth/user.ts";
import type { UserRow } from "../db/schema/index.ts";

/** The user as GET /api/auth/user shows it: never the password hash or internal flags. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    phoneNumber: user.phoneNumber,
    address: user.address,
  };
}
