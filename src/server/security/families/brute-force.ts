import { randomBytes } from "node:crypto";
import type { UserRole } from "#shared/auth/roles.ts";
import { createUser } from "../../auth/users.ts";
import { injectAs } from "../../test-support/inject.ts";
import {
  nextAddress,
  type SignedIn,
  signedInUser,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../test-support/users.ts";
import { assertUnchanged, fingerprint } from "../support/fingerprint.ts";
import { attack, type Suite } from "../support/suite.ts";

/** The per-account limit of failed password checks (auth/password-guesses.ts). */
const ACCOUNT_FAILURES = 10;

const wrongPassword = () => `wrong-${randomBytes(6).toString("hex")}`;

async function account(suite: Suite, role: UserRole) {
  const email = uniqueEmail(`brute-${role}`);
  await createUser(suite.t.database.db, {
    email,
    password: TEST_PASSWORD,
    role,
    firstName: "B",
    lastName: "F",
  });
  return email;
}

/** `limit` refused guesses and then one more, from one address: the one more is 429 with Retry-After. */
async function fromOneAddress(suite: Suite, route: string, payload: () => object, limit: number) {
  const [, url = ""] = route.split(" ");
  const remoteAddress = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  for (let i = 0; i <= limit; i++) {
    await attack(suite, {
      endpoint: route,
      label: `guess ${i + 1} from one address`,
      request: { method: "POST", url, payload: payload(), remoteAddress },
      verdict: i < limit ? "refused" : [429],
      also: (response) =>
        i === limit && !response.headers["retry-after"] ? ["429 without Retry-After"] : [],
    });
  }
}

/** Ten wrong passwords for one account, each from another address, then the right one: 429 all the same. */
async function acrossAddresses(suite: Suite, route: string, email: string) {
  const [, url = ""] = route.split(" ");
  for (let i = 0; i <= ACCOUNT_FAILURES; i++) {
    const last = i === ACCOUNT_FAILURES;
    await attack(suite, {
      endpoint: route,
      label: last
        ? "the right password after 10 wrong ones from 10 addresses"
        : `wrong password ${i + 1} for one account`,
      request: { method: "POST", url, payload: { email, password: last ? TEST_PASSWORD : wrongPassword() } },
      verdict: last ? [429] : [401],
    });
  }
}

/** Someone holding a stolen session guesses its owner's password, from many addresses, through both doors that ask for it. */
async function currentPasswordGuessing(suite: Suite, victim: SignedIn) {
  const guesses = [
    (password: string) => ({
      route: "PATCH /api/user/profile",
      payload: {
        firstName: "Vic",
        lastName: "Tim",
        email: uniqueEmail("taken-over"),
        currentPassword: password,
      },
    }),
    (password: string) => ({
      route: "POST /api/auth/password",
      payload: { currentPassword: password, newPassword: "attacker chosen secret" },
    }),
  ];
  for (let i = 0; i <= ACCOUNT_FAILURES; i++) {
    const last = i === ACCOUNT_FAILURES;
    const guess = guesses[i % 2] as (typeof guesses)[number];
    const { route, payload } = guess(last ? TEST_PASSWORD : wrongPassword());
    const [method, url = ""] = route.split(" ");
    await attack(suite, {
      endpoint: route,
      label: last ? "the right current password after 10 wrong guesses" : `current password guess ${i + 1}`,
      request: {
        method: method as "PATCH" | "POST",
        url,
        payload,
        headers: { cookie: victim.cookie },
        remoteAddress: nextAddress(),
      },
      verdict: last ? [429] : [400],
    });
  }
}

/**
 * Current-password guesses from one address at many accounts (a stolen session each), so no account's
 * own limit is reached: the address's limit stops them.
 */
async function currentPasswordFromOneAddress(suite: Suite, victims: SignedIn[]) {
  const remoteAddress = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  for (const [i, victim] of victims.entries()) {
    const last = i === victims.length - 1;
    await attack(suite, {
      endpoint: "PATCH /api/user/profile",
      label: last
        ? `a current-password guess past the address's limit (${i} accounts guessed at)`
        : `current password guess at account ${i + 1} from one address`,
      request: {
        method: "PATCH",
        url: "/api/user/profile",
        payload: {
          firstName: "Vic",
          lastName: "Tim",
          email: uniqueEmail("moved"),
          currentPassword: wrongPassword(),
        },
        headers: { cookie: victim.cookie },
        remoteAddress,
      },
      verdict: last ? [429] : [400],
      also: (response) => (last && !response.headers["retry-after"] ? ["429 without Retry-After"] : []),
    });
  }
}

/**
 * Brute force: guesses from one address hit the per-address limit (sign-in, admin gate, sign-up,
 * reset request, reset link); guesses at one account from many addresses hit the per-account
 * limit, the right password included (sign-in, admin gate, a stolen session's password checks);
 * current-password guesses at many accounts from one address hit that address's limit → 429 with a
 * message; nothing changes. (Guesses racing in parallel: auth/guess-limits-race.test.ts.)
 */
export async function bruteForceAttacks(suite: Suite): Promise<void> {
  const perAddress = suite.t.config.AUTH_RATE_LIMIT_PER_MINUTE;
  const victim = await signedInUser(suite.t, "client");
  const victims: SignedIn[] = [];
  for (let i = 0; i <= perAddress; i++) victims.push(await signedInUser(suite.t, "client"));
  const targets = { client: await account(suite, "client"), admin: await account(suite, "admin") };
  const before = await fingerprint(suite);
  const email = () => uniqueEmail("nobody");
  await fromOneAddress(
    suite,
    "POST /api/auth/login",
    () => ({ email: email(), password: wrongPassword() }),
    perAddress,
  );
  await fromOneAddress(
    suite,
    "POST /api/admin/bypass-login",
    () => ({ email: email(), password: wrongPassword() }),
    perAddress,
  );
  await fromOneAddress(
    suite,
    "POST /api/auth/register",
    () => ({ email: email(), password: "short" }),
    perAddress,
  );
  await fromOneAddress(
    suite,
    "POST /api/auth/password-reset",
    () => ({ email: "not an address" }),
    perAddress,
  );
  await fromOneAddress(
    suite,
    "POST /api/auth/password-reset/confirm",
    () => ({ token: randomBytes(32).toString("base64url"), password: "a long enough secret" }),
    perAddress,
  );
  await acrossAddresses(suite, "POST /api/auth/login", targets.client);
  await acrossAddresses(suite, "POST /api/admin/bypass-login", targets.admin);
  await currentPasswordGuessing(suite, victim);
  await currentPasswordFromOneAddress(suite, victims);
  await assertUnchanged(suite, "brute force", before);
  const stillSignedIn = await injectAs(suite.t, "GET", "/api/auth/user", victim);
  suite.tally.check(
    "brute force: the victim's session survives",
    stillSignedIn.statusCode === 200 ? [] : ["signed out"],
  );
}
