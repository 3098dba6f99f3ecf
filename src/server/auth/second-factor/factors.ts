import { eq, sql } from "drizzle-orm";
import { SECOND_FACTOR_REQUIRED_ROLES, type SecondFactorMethod } from "#shared/auth/second-factor.ts";
import type { DbExecutor } from "../../db/client.ts";
import { passkeys, recoveryCodes, totpAuthenticators, type UserRow, users } from "../../db/schema/index.ts";
import type { TotpRow } from "./totp-store.ts";

/** Whether the role's sessions reach their rights only with a second factor. */
export const secondFactorRequired = (user: Pick<UserRow, "role">) =>
  SECOND_FACTOR_REQUIRED_ROLES.includes(user.role);

/** What a sign-in needs of an account's second factors: the ways it can give one, and its app's secret. */
export interface SignInFactors {
  methods: SecondFactorMethod[];
  totp: TotpRow | undefined;
}

/**
 * The columns that read a listed account's factors, in a select from users joined to their authenticator app
 * (`withAuthenticator`): a sign-in reads them in the statement that finds the account (sign-in-account.ts).
 */
export const factorColumns = {
  totp: totpAuthenticators,
  passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${users.id})::int`,
  codes: sql<number>`(select count(*) from ${recoveryCodes}
    where ${recoveryCodes.userId} = ${users.id} and ${recoveryCodes.usedAt} is null)::int`,
};

/** The join factorColumns reads the app from. */
export const withAuthenticator = eq(totpAuthenticators.userId, users.id);

/**
 * The ways the account can give its second factor, empty when it has none: an app (once set up), passkeys,
 * and its recovery codes while any is left (they stand in for a lost app or passkey, never alone).
 */
export function signInFactorsOf(
  row: { totp: TotpRow | null; passkeys: number; codes: number } | undefined,
): SignInFactors {
  const methods: SecondFactorMethod[] = [];
  if (row?.totp?.secret) methods.push("totp");
  if ((row?.passkeys ?? 0) > 0) methods.push("passkey");
  if (methods.length > 0 && (row?.codes ?? 0) > 0) methods.push("recovery-code");
  return { methods, totp: row?.totp ?? undefined };
}

/**
 * An account's factors, in one statement: every sign-in asks, and on the embedded database each statement
 * is a turn of its one connection (issue 20).
 */
export async function readSignInFactors(db: DbExecutor, userId: string): Promise<SignInFactors> {
  const [row] = await db
    .select(factorColumns)
    .from(users)
    .leftJoin(totpAuthenticators, withAuthenticator)
    .where(eq(users.id, userId))
    .limit(1);
  return signInFactorsOf(row);
}

/** The ways the account can give its second factor (signInFactorsOf), empty when it has none. */
export async function secondFactorMethods(db: DbExecutor, userId: string): Promise<SecondFactorMethod[]> {
  return (await readSignInFactors(db, userId)).methods;
}
