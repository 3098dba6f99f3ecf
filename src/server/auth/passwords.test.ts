import { expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

/** The PHC string's algorithm and parameters, whatever order a library writes them in. */
function settingsOf(hash: string) {
  const [, algorithm, version, params] = hash.split("$");
  return {
    algorithm,
    version,
    params: Object.fromEntries(params?.split(",").map((pair) => pair.split("=")) ?? []),
  };
}

it("a new hash is Argon2id at OWASP's 19 MiB, 2-pass setting, salted apart, and verifies only its own password", async () => {
  const [one, two] = await Promise.all([hashPassword("same secret"), hashPassword("same secret")]);
  expect(settingsOf(one)).toEqual({
    algorithm: "argon2id",
    version: "v=19",
    params: { m: "19456", t: "2", p: "1" },
  });
  expect(one).not.toBe(two);
  expect(await verifyPassword(one, "same secret")).toBe(true);
  expect(await verifyPassword(one, "same secret ")).toBe(false);
});

it("a hash stored by the earlier library (node-argon2 0.45) still signs its owner in", async () => {
  const stored =
    "$argon2id$v=19$m=19456,p=1,t=2$cFxVy4w5/2JZ4tjcVJWEuQ$xsF/xpHWFuL4jCXUMwH+b28kxAT0GDM85UGiKqGMPNA";
  expect(await verifyPassword(stored, "harbour-client-2026")).toBe(true);
  expect(await verifyPassword(stored, "harbour-client-2025")).toBe(false);
});

it("a stored value that is not a hash is an error, not a wrong password", async () => {
  await expect(verifyPassword("not a hash", "anything")).rejects.toThrow(
    "A stored password hash could not be read",
  );
});
