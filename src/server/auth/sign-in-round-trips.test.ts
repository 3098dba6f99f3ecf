import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordQueries } from "../test-support/query-recorder.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, signedInUser, TEST_PASSWORD } from "../test-support/users.ts";
import { freshCode } from "./second-factor/test-helpers.ts";

let t: TestApp;
let recorded: ReturnType<typeof recordQueries>;
beforeAll(async () => {
  t = await createTestApp();
  // The limits' counters are kept in memory on the embedded database and are statements on PostgreSQL:
  // what is counted here is the sign-in's own work, the same on both.
  recorded = recordQueries(t.database, (text) => text.includes("rate_limit_counters"));
});
afterAll(() => t.close());

const sessionCookie = (response: { headers: Record<string, unknown> }) =>
  [response.headers["set-cookie"]]
    .flat()
    .map(String)
    .find((c) => c.startsWith("nm_session="))
    ?.split(";")[0] ?? "";

const signIn = (payload: object) =>
  recorded(() =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload, remoteAddress: nextAddress() }),
  );

/*
 * Every round trip of a sign-in is a turn of the embedded database's one connection and of the server's
 * event loop, each waiting behind everyone else's under load: 1,000 people saw sign-in's p50 at 250 ms,
 * 40 of it the password's hash (issue 20).
 */
describe("a sign-in's round trips to the database", () => {
  it("a password-only account: the account with its factors, then its session and notes side by side", async () => {
    const { user } = await signedInUser(t, "client");
    const { result, rounds, queries } = await signIn({ email: user.email, password: TEST_PASSWORD });
    expect(result.statusCode, result.body).toBe(200);
    expect(rounds, queries.join("\n\n")).toBe(2);
    // Kept in the account's history as before, newest first: this browser (no cookie) was new to it.
    const history = await t.app.inject({
      url: "/api/auth/sign-ins",
      headers: { cookie: sessionCookie(result) },
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(
      history
        .json()
        .signIns.map((s: { authMethod: string; newBrowser: boolean }) => [s.authMethod, s.newBrowser]),
    ).toEqual([
      ["password", true],
      ["password", true],
    ]);
  });

  it("an account with an app: the account, its code spent, then its session", async () => {
    const { user, totpSecret = "" } = await signedInUser(t, "admin");
    const totp = await freshCode(t, user.id, totpSecret);
    const { result, rounds, queries } = await signIn({ email: user.email, password: TEST_PASSWORD, totp });
    expect(result.statusCode, result.body).toBe(200);
    expect(rounds, queries.join("\n\n")).toBe(3);
  });

  it("with the limits' counters as statements (PostgreSQL), an admin's two tries' windows are counted at once and cleared beside the session", async () => {
    const everything = recordQueries(t.database);
    const { user, totpSecret = "" } = await signedInUser(t, "admin");
    const totp = await freshCode(t, user.id, totpSecret);
    const { result, rounds, queries } = await everything(() =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: TEST_PASSWORD, totp },
        remoteAddress: nextAddress(),
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    // PostgreSQL: the address's limit; the guess with the account; the guess given back with the code's
    // two windows; the code spent; the session with the tries cleared. In memory (PGlite) the counters take no
    // statement: three rounds, as above.
    expect(rounds, queries.join("\n\n")).toBe(t.database.kind === "postgres" ? 5 : 3);
  });

  it("a wrong password: one round, the same as an unknown e-mail", async () => {
    const { user } = await signedInUser(t, "client");
    const wrong = await signIn({ email: user.email, password: "not the password at all" });
    const unknown = await signIn({ email: "nobody@example.hk", password: "not the password at all" });
    expect([wrong.result.statusCode, unknown.result.statusCode]).toEqual([401, 401]);
    expect([wrong.rounds, unknown.rounds]).toEqual([1, 1]);
  });
});
