import { SECOND_FACTOR_REQUIRED_ROLES, type SecondFactorMethod } from "#shared/auth/second-factor.ts";
import type { DbExecutor } from "../../db/client.ts";
import type { UserRow } from "../../db/schema/index.ts";
import { passkeyCount } from "./passkeys.ts";
import { unusedRecoveryCodeCount } from "./recovery-codes.ts";
import { findTotp } from "./totp-store.ts";

/** Whether the role's sessions reach their rights only with a second factor. */
export const secondFactorRequired = (user: Pick<UserRow, "role">) =>
  SECOND_FACTOR_REQUIRED_ROLES.includes(user.role);

/**
 * The ways the account can give its second factor, empty when it has none: an app, passkeys, and its
 * recovery codes while any is left (they stand in for a lost app or passkey, never alone).
 */
export async function secondFactorMethods(db: DbExecutor, userId: string): Promise<SecondFactorMethod[]> {
  const [totp, passkeys, codes] = await Promise.all([
    findTotp(db, userId),
    passkeyCount(db, userId),
    unusedRecoveryCodeCount(db, userId),
  ]);
  const methods: SecondFactorMethod[] = [];
  if (totp?.secret) methods.push("totp");
  if (passkeys > 0) methods.push("passkey");
  if (methods.length > 0 && codes > 0) methods.push("recovery-code");
  return methods;
}
