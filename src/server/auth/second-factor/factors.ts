import { sql } from "drizzle-orm";
import { SECOND_FACTOR_REQUIRED_ROLES, type SecondFactorMethod } from "#shared/auth/second-factor.ts";
import type { DbExecutor } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { passkeys, recoveryCodes, totpAuthenticators, type UserRow } from "../../db/schema/index.ts";

/** Whether the role's sessions reach their rights only with a second factor. */
export const secondFactorRequired = (user: Pick<UserRow, "role">) =>
  SECOND_FACTOR_REQUIRED_ROLES.includes(user.role);

/**
 * The ways the account can give its second factor, empty when it has none: an app, passkeys, and its
 * recovery codes while any is left (they stand in for a lost app or passkey, never alone).
 */
export async function secondFactorMethods(db: DbExecutor, userId: string): Promise<SecondFactorMethod[]> {
  // One statement, not three: every sign-in asks, and on the embedded database each is a turn of its one
  // connection (issue 20).
  const [found] = await rawRows<{ totp: boolean; passkeys: number; codes: number }>(
    db,
    sql`select
      exists (select 1 from ${totpAuthenticators}
        where ${totpAuthenticators.userId} = ${userId} and ${totpAuthenticators.secret} is not null) as totp,
      (select count(*) from ${passkeys} where ${passkeys.userId} = ${userId})::int as passkeys,
      (select count(*) from ${recoveryCodes}
        where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)::int as codes`,
  );
  const methods: SecondFactorMethod[] = [];
  if (found?.totp) methods.push("totp");
  if ((found?.passkeys ?? 0) > 0) methods.push("passkey");
  if (methods.length > 0 && (found?.codes ?? 0) > 0) methods.push("recovery-code");
  return methods;
}
