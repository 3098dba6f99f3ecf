import type { UserRole } from "#shared/auth/roles.ts";
import { createUser } from "../auth/users.ts";
import type { Db } from "../db/client.ts";
import { TEST_PASSWORD, uniqueEmail } from "./users.ts";

/** Creates an account in `db` and signs it in on the server at `baseUrl`; answers its Cookie header. */
export async function signInRemotely(db: Db, baseUrl: string, role: UserRole): Promise<string> {
  const email = uniqueEmail(role);
  await createUser(db, {
    email,
    password: TEST_PASSWORD,
    role,
    firstName: "Test",
    lastName: role,
    phoneNumber: "+852 9000 0000",
  });
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${await response.text()}`);
  return response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
}
