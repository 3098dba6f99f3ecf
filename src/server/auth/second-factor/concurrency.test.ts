import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../db/client.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../../test-support/test-database.ts";
import { signedInUser, TEST_PASSWORD } from "../../test-support/users.ts";
import { call } from "./test-helpers.ts";
import { totpCodeAt } from "./totp.ts";
import { spendTotpCode } from "./totp-store.ts";

/*
 * Second-factor answers fired many times at once through a pool of connections, so they really run side by side
 * in PostgreSQL: a code or recovery code signs in once, and no more guesses are checked than the limit allows.
 */
const AT_ONCE = 12;

describe.runIf(runsOnPostgres("the second factor's race tests"))("second factor races on PostgreSQL", () => {
  let created: PostgresTestDatabase;
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    database = openPostgres(created.url, AT_ONCE);
    t = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await created.drop();
  });

  const statuses = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode).sort();
  const count = (answers: LightMyRequestResponse[], status: number) =>
    answers.filter((answer) => answer.statusCode === status).length;
  const loginAll = (email: string, extra: object) =>
    Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        call(t, "POST", "/api/auth/login", { email, password: TEST_PASSWORD, ...extra }),
      ),
    );

  it("one app code sent at once signs in once; the others are refused as used, or over the limit", async () => {
    const { user, totpSecret = "" } = await signedInUser(t, "client", {}, { withTotp: true });
    const answers = await loginAll(user.email, { totp: totpCodeAt(totpSecret, Date.now() + 30_000) });
    expect(count(answers, 200), statuses(answers).join(",")).toBe(1);
    expect(count(answers, 200) + count(answers, 401) + count(answers, 429)).toBe(AT_ONCE);
  });

  it("one app code checked at once on many connections is accepted once (the write decides, not a read before it)", async () => {
    const { user, totpSecret = "" } = await signedInUser(t, "client", {}, { withTotp: true });
    const code = totpCodeAt(totpSecret, Date.now() + 30_000);
    const checks = await Promise.all(
      Array.from({ length: AT_ONCE }, () => spendTotpCode(database.db, user.id, code)),
    );
    expect(checks.filter((check) => check === "accepted")).toHaveLength(1);
    expect(checks.filter((check) => check === "replayed")).toHaveLength(AT_ONCE - 1);
  });

  it("wrong codes sent at once: exactly 5 are checked, the rest answer 429", async () => {
    const { user, totpSecret = "" } = await signedInUser(t, "client", {}, { withTotp: true });
    const answers = await loginAll(user.email, { totp: totpCodeAt(totpSecret, Date.now() - 600_000) });
    expect(count(answers, 401), statuses(answers).join(",")).toBe(5);
    expect(count(answers, 429)).toBe(AT_ONCE - 5);
  });

  it("one recovery code sent at once signs in once", async () => {
    const admin = await signedInUser(t, "admin");
    const made = await call(
      t,
      "POST",
      "/api/auth/security/recovery-codes",
      { currentPassword: TEST_PASSWORD },
      admin.cookie,
    );
    const code = made.json().recoveryCodes[0];
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, "POST", "/api/auth/login", {
          email: admin.user.email,
          password: TEST_PASSWORD,
          recoveryCode: code,
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 401, 401, 401, 401]);
  });
});
