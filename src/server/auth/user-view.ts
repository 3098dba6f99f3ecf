import { SECOND_FACTOR_REQUIRED_ROLES } from "#shared/auth/second-factor.ts";
import type { CurrentUser } from "#shared/auth/user.ts";
import type { UserRow } from "../db/schema/index.ts";

/**
 * The user as GET /api/auth/user shows it: never the password hash or internal flags. `session` says
 * whether the second factor was given in the session asking (none: not).
 */
export function toCurrentUser(user: UserRow, session?: { secondFactor: boolean }): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    profileImageUrl: user.profileImageUrl,
    phoneNumber: user.phoneNumber,
    address: user.address,
    secondFactorSetupRequired: SECOND_FACTOR_REQUIRED_ROLES.includes(user.role) && !session?.secondFactor,
  };
}
