import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishMessages } from "#shared/i18n/index.ts";
import { type Database, openPostgres } from "../db/client.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { type SignedIn, signedInUser, TEST_PASSWORD, uniqueEmail } from "../test-support/users.ts";
import { createUser } from "./users.ts";

/*
 * Password guesses fired at once over real HTTP against PostgreSQL, through a pool of several
 * connections, so they really race. Each guess is counted before its password is checked, so however
 * many race, at most the limit are checked; the right password after them is refused like the rest.
 * "Checked" is read from the answers: a wrong password answers 401 (sign-in) or 400 (current password)
 * only once it has been verified; a guess refused before it is 429.
 */

/** Failed password checks allowed per account (auth/password-guesses.ts). */
const ACCOUNT_LIMIT = 10;
/** Credential attempts allowed per address a minute (the app's default AUTH_RATE_LIMIT_PER_MINUTE). */
const ADDRESS_LIMIT = 10;
const AT_ONCE = 40;
const POOL_SIZE = 12;

const m = englishMessages;

interface Answer {
  status: number;
  body: { message?: string };
  retryAfter: string | null;
}

describe.runIf(runsOnPostgres("the concurrency tests of the password guess limits"))(
  "password guesses fired at once on PostgreSQL",
  () => {
    let created: PostgresTestDatabase;
    let database: Database;
    let t: TestApp;
    let base: string;
    let addressBlock = 0;

    beforeAll(async () => {
      created = await createPostgresTestDatabase();
      database = openPostgres(created.url, POOL_SIZE);
      // Behind a trusted proxy, so each guess can come from the address the test names.
      t = await createTestApp({ TRUST_PROXY: "true" }, { database });
      await t.app.listen({ host: "127.0.0.1", port: 0 });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }, 60_000);

    afterAll(async () => {
      await t?.close();
      await database?.close();
      await created?.drop();
    });

    /** `count` addresses no other test used, so the per-address limits start afresh. */
    function addresses(count: number): string[] {
      addressBlock += 1;
      return Array.from({ length: count }, (_, n) => `10.77.${addressBlock}.${n + 1}`);
    }

    async function send(
      method: "POST" | "PATCH",
      path: string,
      payload: object,
      from: string,
      cookie?: string,
    ): Promise<Answer> {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": from,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(payload),
      });
      return {
        status: response.status,
        body: (await response.json()) as Answer["body"],
        retryAfter: response.headers.get("retry-after"),
      };
    }

    async function account(role: "client" | "admin"): Promise<string> {
      const email = uniqueEmail(`race-${role}`);
      await createUser(database.db, { email, password: TEST_PASSWORD, role, firstName: "R", lastName: "C" });
      return email;
    }

    const wrong = (n: number) => `wrong guess number ${n}`;

    /** The answers that checked a password (`checked`), and that every other one was refused with 429 and a wait. */
    function tally(answers: Answer[], checked: { status: number; message: string }) {
      const verified = answers.filter((a) => a.status === checked.status);
      for (const answer of verified) expect(answer.body.message).toBe(checked.message);
      for (const answer of answers.filter((a) => a.status !== checked.status)) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(429);
        expect(answer.body.message).toBe(m.auth.errors.tooManyAttempts);
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
      return verified.length;
    }

    describe.each([
      ["POST /api/auth/login", "client", m.auth.errors.invalidCredentials],
      ["POST /api/admin/bypass-login", "admin", m.auth.errors.adminOnly],
    ] as const)("%s", (route, role, refusal) => {
      const [, path = ""] = route.split(" ");

      it(`${AT_ONCE} wrong passwords at once from 4 addresses: ${ACCOUNT_LIMIT} are checked, then the right one is refused`, async () => {
        const email = await account(role);
        const from = addresses(5);
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, (_, n) =>
            send("POST", path, { email, password: wrong(n) }, from[n % 4] as string),
          ),
        );
        expect(tally(answers, { status: 401, message: refusal })).toBe(ACCOUNT_LIMIT);
        const right = await send("POST", path, { email, password: TEST_PASSWORD }, from[4] as string);
        expect(right.status, JSON.stringify(right.body)).toBe(429);
        expect(right.body.message).toBe(m.auth.errors.tooManyAttempts);
      });

      it(`${AT_ONCE - 1} wrong passwords and the right one at once: at most ${ACCOUNT_LIMIT} wrong ones are checked`, async () => {
        const email = await account(role);
        const from = addresses(5);
        const sent = Array.from({ length: AT_ONCE }, (_, n) =>
          send(
            "POST",
            path,
            { email, password: n === AT_ONCE - 1 ? TEST_PASSWORD : wrong(n) },
            from[n % 4] as string,
          ),
        );
        const answers = await Promise.all(sent);
        const right = answers.pop() as Answer;
        // The right one is checked only when it was counted within the limit (what follows a right
        // password, such as a second factor, is not this test's business); else it is refused unchecked.
        expect(right.status, JSON.stringify(right.body)).toBeLessThan(500);
        if (right.status === 429) expect(right.body.message).toBe(m.auth.errors.tooManyAttempts);
        expect(tally(answers, { status: 401, message: refusal })).toBeLessThanOrEqual(ACCOUNT_LIMIT);
        const again = await send("POST", path, { email, password: TEST_PASSWORD }, from[4] as string);
        expect(again.status, JSON.stringify(again.body)).toBe(429);
      });
    });

    describe.each([
      [
        "PATCH /api/user/profile",
        (password: string) => ({
          firstName: "Vic",
          lastName: "Tim",
          email: uniqueEmail("taken-over"),
          currentPassword: password,
        }),
      ],
      [
        "POST /api/auth/password",
        (password: string) => ({ currentPassword: password, newPassword: "an attacker's new secret" }),
      ],
    ] as const)("the current password at %s", (route, payload) => {
      const [method = "", path = ""] = route.split(" ");

      it(`${AT_ONCE} wrong guesses at once with a stolen session: ${ACCOUNT_LIMIT} are checked, then the right one is refused`, async () => {
        const victim = await signedInUser(t, "client");
        const from = addresses(5);
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, (_, n) =>
            send(method as "POST" | "PATCH", path, payload(wrong(n)), from[n % 4] as string, victim.cookie),
          ),
        );
        expect(tally(answers, { status: 400, message: m.auth.validation.currentPasswordWrong })).toBe(
          ACCOUNT_LIMIT,
        );
        const right = await send(
          method as "POST" | "PATCH",
          path,
          payload(TEST_PASSWORD),
          from[4] as string,
          victim.cookie,
        );
        expect(right.status, JSON.stringify(right.body)).toBe(429);
        const me = await fetch(`${base}/api/auth/user`, { headers: { cookie: victim.cookie } });
        expect((await me.json()).email).toBe(victim.user.email);
      });
    });

    it(`a current-password check from one address: ${ADDRESS_LIMIT} a minute, whichever accounts it guesses at`, async () => {
      const victims: SignedIn[] = [];
      for (let n = 0; n < 20; n++) victims.push(await signedInUser(t, "client"));
      const [from = ""] = addresses(1);
      const answers = await Promise.all(
        victims.map((victim, n) =>
          send(
            "PATCH",
            "/api/user/profile",
            { firstName: "A", lastName: "B", email: uniqueEmail("moved"), currentPassword: wrong(n) },
            from,
            victim.cookie,
          ),
        ),
      );
      const checked = answers.filter((a) => a.status === 400);
      const refused = answers.filter((a) => a.status === 429);
      expect(checked).toHaveLength(ADDRESS_LIMIT);
      expect(refused).toHaveLength(victims.length - ADDRESS_LIMIT);
      for (const answer of refused) {
        expect(answer.body.message).toBe(m.answers.errors.tooManyRequests(1));
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
    });
  },
);
