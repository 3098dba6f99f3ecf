import { randomBytes } from "node:crypto";
import type { UserRole } from "#shared/auth/roles.ts";
import { SECOND_FACTOR_REQUIRED_ROLES } from "#shared/auth/second-factor.ts";
import { newTotpSecret, totpCodeAt } from "../auth/second-factor/totp.ts";
import { setTotpSecret } from "../auth/second-factor/totp-store.ts";
import { createUser } from "../auth/users.ts";
import type { UserRow } from "../db/schema/index.ts";
import type { TestApp } from "./test-app.ts";

export const TEST_PASSWORD = "correct horse battery staple";

export interface SignedIn {
  user: UserRow;
  /** The Cookie header that carries this user's session. */
  cookie: string;
  /** The authenticator app's secret, for accounts given one (every admin: their sessions need it). */
  totpSecret?: string;
}

let counter = 0;
let address = 0;

/** A distinct address per call, so tests do not trip the per-address limits unless they mean to. */
export function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString("hex")}@example.com`;
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error("The answer set no cookie");
  return first.split(";")[0] ?? "";
}

/**
 * Creates an account with a complete profile and signs it in through the API. An admin gets an
 * authenticator app and signs in with its code, as admins must; `withTotp` gives one to any role.
 */
export async function signedInUser(
  t: TestApp,
  role: UserRole,
  overrides: Partial<UserRow> = {},
  { withTotp = SECOND_FACTOR_REQUIRED_ROLES.includes(role) }: { withTotp?: boolean } = {},
): Promise<SignedIn> {
  const email = overrides.email ?? uniqueEmail(role);
  const user = await createUser(t.database.db, {
    email,
    password: TEST_PASSWORD,
    role,
    firstName: overrides.firstName ?? "Test",
    lastName: overrides.lastName ?? role,
    phoneNumber: overrides.phoneNumber ?? "+852 9000 0000",
    locale: overrides.locale ?? null,
  });
  const totpSecret = withTotp ? newTotpSecret() : undefined;
  if (totpSecret) await setTotpSecret(t.database.db, user.id, totpSecret);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: TEST_PASSWORD, ...(totpSecret ? { totp: totpCodeAt(totpSecret) } : {}) },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { user, cookie: cookieFrom(response.headers["set-cookie"]), ...(totpSecret ? { totpSecret } : {}) };
}
