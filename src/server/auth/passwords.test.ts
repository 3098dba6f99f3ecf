import { expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

it("a new hash is Argon2id at OWASP's 19 MiB, 2-pass setting, salted apart, and verifies only its own password", async () => {
  const [one, two] = await Promise.all([hashPassword("same secret"), hashPassword("same secret")]);
  expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  expect(one).not.toBe(two);
  expect(await verifyPassword(one, "same secret")).toBe(true);
  expect(await verifyPassword(one, "same secret ")).toBe(false);
});

it("a stored value that is not a hash refuses the password instead of failing the sign-in", async () => {
  expect(await verifyPassword("not a hash", "anything")).toBe(false);
});
