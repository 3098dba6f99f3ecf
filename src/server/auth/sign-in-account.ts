import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { totpAuthenticators, type UserRow, users } from "../db/schema/index.ts";
import {
  factorColumns,
  type SignInFactors,
  signInFactorsOf,
  withAuthenticator,
} from "./second-factor/factors.ts";
import { normaliseEmail } from "./users.ts";

/**
 * The account an e-mail names, with its second factors, in one statement. Read as the account, then its
 * factors once the password was right, then the app's secret once a code came with it, they were three
 * of a sign-in's turns on the embedded database's one connection (issue 20). Reading the factors of an
 * account whose password is still unchecked tells nobody anything: they are used only once it is right.
 */
export async function findSignInAccount(
  db: Db,
  email: string,
): Promise<{ user: UserRow; factors: SignInFactors } | undefined> {
  const [row] = await db
    .select({ user: users, ...factorColumns })
    .from(users)
    .leftJoin(totpAuthenticators, withAuthenticator)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row && { user: row.user, factors: signInFactorsOf(row) };
}
