import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEvents, sessions, signInChallenges } from "../../db/schema/index.ts";
import { countersWhere, deleteCounters } from "../../test-support/rate-limit-counters.ts";
import { SoftAuthenticator } from "../../test-support/soft-authenticator.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { type SignedIn, signedInUser, TEST_PASSWORD } from "../../test-support/users.ts";
import { issuePasswordLink } from "../service.ts";
import { deleteExpiredChallenges } from "./challenges.ts";
import { call, cookieAttributes, freshCode, setCookie } from "./test-helpers.ts";
import { totpCodeAt } from "./totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PENDING = "nm_second_step";
const SESSION = "nm_session";

/** A client with an authenticator app (signed in once, so the code of now is spent). */
async function clientWithApp(): Promise<SignedIn & { totpSecret: string }> {
  const account = await signedInUser(t, "client", {}, { withTotp: true });
  return { ...account, totpSecret: account.totpSecret ?? "" };
}

const login = (email: string, extra: object = {}) =>
  call(t, "POST", "/api/auth/login", { email, password: TEST_PASSWORD, ...extra });

/** Signs in with the password only: the answer and the pending cookie for the second step. */
async function passwordStep(email: string) {
  const response = await login(email);
  return { response, pending: setCookie(response, PENDING) ?? "" };
}

async function sessionOf(cookie: string) {
  const status = await call(t, "GET", "/api/auth/security", undefined, cookie);
  return status.json().session;
}

describe("signing in with a second factor", () => {
  it("a password alone answers 401 mfaRequired, naming the ways, with a strict pending cookie and no session", async () => {
    const { user } = await clientWithApp();
    const { response, pending } = await passwordStep(user.email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: "Enter your second factor to finish signing in.",
      mfaRequired: true,
      // Set up with a known secret (as by user:create): no recovery codes yet.
      methods: ["totp"],
    });
    expect(setCookie(response, SESSION)).toBeUndefined();
    expect(pending).toMatch(/^nm_second_step=.{40,}/);
    const attributes = cookieAttributes(response, PENDING);
    expect(attributes).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "path=/"]));
    const expires = Date.parse(attributes.find((a) => a.startsWith("expires="))?.slice(8) ?? "");
    expect(expires - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  });

  it("says it in the reader's language", async () => {
    const { user } = await clientWithApp();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { "accept-language": "zh-HK" },
      remoteAddress: "10.200.0.1",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("請完成第二重驗證以登入。");
    expect(response.json().mfaRequired).toBe(true);
  });

  it("the second step with the app's code signs in, with the session recording how", async () => {
    const { user, totpSecret } = await clientWithApp();
    const { pending } = await passwordStep(user.email);
    const response = await call(
      t,
      "POST",
      "/api/auth/second-factor",
      { totp: totpCodeAt(totpSecret, Date.now() + 30_000) },
      pending,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().email).toBe(user.email);
    const session = setCookie(response, SESSION) ?? "";
    expect(await sessionOf(session)).toEqual({ secondFactor: true, authMethod: "password+totp" });
    // The pending sign-in is over: the cookie is cleared and its row gone.
    expect(setCookie(response, PENDING)).toBe(`${PENDING}=`);
    const again = await call(t, "POST", "/api/auth/second-factor", { totp: totpCodeAt(totpSecret) }, pending);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/sign-in has expired/);
  });

  it("a script signs in with one call: the code in the login body (code grouped as apps show it)", async () => {
    const { user, totpSecret } = await clientWithApp();
    const code = totpCodeAt(totpSecret, Date.now() + 30_000);
    const response = await login(user.email, { totp: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await sessionOf(setCookie(response, SESSION) ?? "")).toEqual({
      secondFactor: true,
      authMethod: "password+totp",
    });
  });

  it("refuses a wrong code (401, still mfaRequired) and a code used before (replay), in the body and the second step", async () => {
    const { user, totpSecret } = await clientWithApp();
    const wrong = await login(user.email, { totp: totpCodeAt(totpSecret, Date.now() - 10 * 60_000) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      mfaRequired: true,
      message: expect.stringMatching(/code is not right/),
    });
    expect(setCookie(wrong, SESSION)).toBeUndefined();
    // The code of now was spent when the account signed in.
    const replayed = await login(user.email, { totp: totpCodeAt(totpSecret) });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toMatch(/already been used/);
    const { pending } = await passwordStep(user.email);
    const replayedStep = await call(
      t,
      "POST",
      "/api/auth/second-factor",
      { totp: totpCodeAt(totpSecret) },
      pending,
    );
    expect(replayedStep.statusCode).toBe(401);
    expect(replayedStep.json().message).toMatch(/already been used/);
    // An older step's code is refused once a newer one was used.
    const next = await call(
      t,
      "POST",
      "/api/auth/second-factor",
      { totp: totpCodeAt(totpSecret, Date.now() + 30_000) },
      pending,
    );
    expect(next.statusCode).toBe(200);
    const older = await login(user.email, { totp: totpCodeAt(totpSecret) });
    expect(older.statusCode).toBe(401);
  });

  it("refuses malformed codes with 400 and a message", async () => {
    const { user } = await clientWithApp();
    const response = await login(user.email, { totp: "12ab56" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("The code is 6 digits");
    const { pending } = await passwordStep(user.email);
    const empty = await call(t, "POST", "/api/auth/second-factor", {}, pending);
    expect(empty.statusCode).toBe(400);
  });

  it("an expired pending sign-in, or none, answers 400: sign in again", async () => {
    const { user, totpSecret } = await clientWithApp();
    const { pending } = await passwordStep(user.email);
    await t.database.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.userId, user.id));
    const code = totpCodeAt(totpSecret, Date.now() + 30_000);
    const expired = await call(t, "POST", "/api/auth/second-factor", { totp: code }, pending);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe("Your sign-in has expired. Please sign in again with your password.");
    const none = await call(t, "POST", "/api/auth/second-factor", { totp: code });
    expect(none.statusCode).toBe(400);
    const forged = await call(
      t,
      "POST",
      "/api/auth/second-factor",
      { totp: code },
      `${PENDING}=${"x".repeat(43)}`,
    );
    expect(forged.statusCode).toBe(400);
  });

  it("two browsers signing in at once each finish their own second step", async () => {
    const { user, totpSecret } = await clientWithApp();
    const first = await passwordStep(user.email);
    const second = await passwordStep(user.email);
    const now = await freshCode(t, user.id, totpSecret);
    expect((await call(t, "POST", "/api/auth/second-factor", { totp: now }, first.pending)).statusCode).toBe(
      200,
    );
    const next = totpCodeAt(totpSecret, Date.now() + 30_000);
    expect(
      (await call(t, "POST", "/api/auth/second-factor", { totp: next }, second.pending)).statusCode,
    ).toBe(200);
  });

  it("a pending sign-in takes 5 tries, then the password is needed again", async () => {
    const { user, totpSecret } = await clientWithApp();
    const { pending } = await passwordStep(user.email);
    const wrong = totpCodeAt(totpSecret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 4; i++) {
      expect((await call(t, "POST", "/api/auth/second-factor", { totp: wrong }, pending)).statusCode).toBe(
        401,
      );
    }
    // Clear the account's count so only the pending sign-in's own limit is at work.
    await deleteCounters(t.database.db, (key) => key.startsWith("second-factor-failures:"));
    expect((await call(t, "POST", "/api/auth/second-factor", { totp: wrong }, pending)).statusCode).toBe(401);
    const right = await call(
      t,
      "POST",
      "/api/auth/second-factor",
      { totp: totpCodeAt(totpSecret, Date.now() + 30_000) },
      pending,
    );
    expect(right.statusCode).toBe(400);
  });

  it("counts wrong codes per account across pending sign-ins and the login body: 429 after 5", async () => {
    const { user, totpSecret } = await clientWithApp();
    const wrong = totpCodeAt(totpSecret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 3; i++) expect((await login(user.email, { totp: wrong })).statusCode).toBe(401);
    const { pending } = await passwordStep(user.email);
    for (let i = 0; i < 2; i++) {
      expect((await call(t, "POST", "/api/auth/second-factor", { totp: wrong }, pending)).statusCode).toBe(
        401,
      );
    }
    // Counted before it is checked: the right code is refused too while the limit holds.
    const right = await login(user.email, { totp: totpCodeAt(totpSecret, Date.now() + 30_000) });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("a right code clears the account's counts in both windows: five wrong codes are checked again after it", async () => {
    const { user, totpSecret } = await clientWithApp();
    const wrong = totpCodeAt(totpSecret, Date.now() - 10 * 60_000);
    for (let i = 0; i < 4; i++) expect((await login(user.email, { totp: wrong })).statusCode).toBe(401);
    const right = await login(user.email, { totp: totpCodeAt(totpSecret, Date.now() + 30_000) });
    expect(right.statusCode).toBe(200);
    const counts = await countersWhere(
      t.database.db,
      (key) => key.startsWith("second-factor-failures:") && key.endsWith(`:${user.id}`),
    );
    expect(counts).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await login(user.email, { totp: wrong })).statusCode).toBe(401);
    expect((await login(user.email, { totp: wrong })).statusCode).toBe(429);
  });

  it("an account without a second factor signs in with its password as before", async () => {
    const { user } = await signedInUser(t, "designer");
    const response = await login(user.email);
    expect(response.statusCode).toBe(200);
    expect(await sessionOf(setCookie(response, SESSION) ?? "")).toEqual({
      secondFactor: false,
      authMethod: "password",
    });
  });

  it("a password reset link does not skip the second factor", async () => {
    const { user, totpSecret } = await clientWithApp();
    const link = await issuePasswordLink(t.database.db, user.id, t.config.publicUrl, 60_000);
    const token = new URL(link).searchParams.get("token");
    const response = await call(t, "POST", "/api/auth/password-reset/confirm", {
      token,
      password: "a brand new long secret",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().mfaRequired).toBe(true);
    expect(setCookie(response, SESSION)).toBeUndefined();
    const pending = setCookie(response, PENDING) ?? "";
    const step = await call(
      t,
      "POST",
      "/api/auth/second-factor",
      { totp: await freshCode(t, user.id, totpSecret) },
      pending,
    );
    expect(step.statusCode).toBe(200);
  });
});

describe("the admin gate", () => {
  it("takes the code in the same body; without it answers mfaRequired; a non-admin stays refused first", async () => {
    const { user, totpSecret = "" } = await signedInUser(t, "admin");
    const without = await call(t, "POST", "/api/admin/bypass-login", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ mfaRequired: true, methods: ["totp"] });
    const withCode = await call(t, "POST", "/api/admin/bypass-login", {
      email: user.email,
      password: TEST_PASSWORD,
      totp: totpCodeAt(totpSecret, Date.now() + 30_000),
    });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().secondFactorSetupRequired).toBe(false);
    const client = await clientWithApp();
    const refused = await call(t, "POST", "/api/admin/bypass-login", {
      email: client.user.email,
      password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: "Invalid password" });
  });
});

describe("recovery codes", () => {
  it("each signs in once (as the second step or in the body), and its use is kept in the account's history", async () => {
    const admin = await signedInUser(t, "admin");
    const made = await call(
      t,
      "POST",
      "/api/auth/security/recovery-codes",
      { currentPassword: TEST_PASSWORD },
      admin.cookie,
    );
    expect(made.statusCode).toBe(200);
    const codes: string[] = made.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const { pending } = await passwordStep(admin.user.email);
    const first = await call(
      t,
      "POST",
      "/api/auth/second-factor",
      { recoveryCode: codes[0]?.toUpperCase() },
      pending,
    );
    expect(first.statusCode, first.body).toBe(200);
    const session = setCookie(first, SESSION) ?? "";
    expect(await sessionOf(session)).toEqual({ secondFactor: true, authMethod: "password+recovery-code" });
    // The lost phone's owner reaches the admin tools with it (and can set a new app up).
    expect((await call(t, "GET", "/api/admin/users", undefined, session)).statusCode).toBe(200);

    const reused = await login(admin.user.email, { recoveryCode: codes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toMatch(/recovery code is not right/);
    const second = await login(admin.user.email, { recoveryCode: codes[1] });
    expect(second.statusCode).toBe(200);

    const events = await t.database.db
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.userId, admin.user.id), eq(accountEvents.kind, "recovery-code-used")));
    expect(events.map((e) => e.detail)).toEqual([{ left: 9 }, { left: 8 }]);
    const status = await call(t, "GET", "/api/auth/security", undefined, session);
    expect(status.json().recoveryCodesLeft).toBe(8);
  });

  it("two sign-ins racing with one code: one gets in", async () => {
    const admin = await signedInUser(t, "admin");
    const made = await call(
      t,
      "POST",
      "/api/auth/security/recovery-codes",
      { currentPassword: TEST_PASSWORD },
      admin.cookie,
    );
    const code = made.json().recoveryCodes[0];
    const answers = await Promise.all([
      login(admin.user.email, { recoveryCode: code }),
      login(admin.user.email, { recoveryCode: code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });
});

describe("signing in with a passkey", () => {
  const origin = () => new URL(t.config.publicUrl).origin;

  async function withPasskey() {
    const account = await signedInUser(t, "designer");
    const device = new SoftAuthenticator(origin());
    const options = await call(
      t,
      "POST",
      "/api/auth/security/passkeys/options",
      { currentPassword: TEST_PASSWORD },
      account.cookie,
    );
    expect(options.statusCode, options.body).toBe(200);
    const added = await call(
      t,
      "POST",
      "/api/auth/security/passkeys",
      { name: "Laptop", response: device.register(options.json()) },
      account.cookie,
    );
    expect(added.statusCode, added.body).toBe(201);
    return { ...account, device };
  }

  it("finishes a pending sign-in with the passkey's signature; a replayed signature fails", async () => {
    const { user, device } = await withPasskey();
    const { response, pending } = await passwordStep(user.email);
    expect(response.json().methods).toEqual(["passkey", "recovery-code"]);
    const options = await call(t, "POST", "/api/auth/second-factor/passkey/options", undefined, pending);
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().rpId).toBe("localhost");
    expect(options.json().allowCredentials).toEqual([
      { id: device.credentialId.toString("base64url"), type: "public-key", transports: ["internal"] },
    ]);
    const answer = device.authenticate(options.json());
    const signedIn = await call(t, "POST", "/api/auth/second-factor/passkey", { response: answer }, pending);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await sessionOf(setCookie(signedIn, SESSION) ?? "")).toEqual({
      secondFactor: true,
      authMethod: "password+passkey",
    });
    // The same answer again, on a new pending sign-in: its challenge is another one.
    const second = await passwordStep(user.email);
    await call(t, "POST", "/api/auth/second-factor/passkey/options", undefined, second.pending);
    const replayed = await call(
      t,
      "POST",
      "/api/auth/second-factor/passkey",
      { response: answer },
      second.pending,
    );
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({
      mfaRequired: true,
      message: expect.stringMatching(/passkey could not be checked/),
    });
  });

  it("refuses a signature made for another site, or by a passkey of another account", async () => {
    const { user, device } = await withPasskey();
    const other = await withPasskey();
    const { pending } = await passwordStep(user.email);
    const options = (
      await call(t, "POST", "/api/auth/second-factor/passkey/options", undefined, pending)
    ).json();
    const phished = await call(
      t,
      "POST",
      "/api/auth/second-factor/passkey",
      { response: device.authenticate(options, "https://evil.example") },
      pending,
    );
    expect(phished.statusCode).toBe(401);
    const foreign = await call(
      t,
      "POST",
      "/api/auth/second-factor/passkey",
      { response: other.device.authenticate(options) },
      pending,
    );
    expect(foreign.statusCode).toBe(401);
    const right = await call(
      t,
      "POST",
      "/api/auth/second-factor/passkey",
      { response: device.authenticate(options) },
      pending,
    );
    expect(right.statusCode).toBe(200);
  });

  it("without a pending sign-in there are no options; an account with no passkey gets 400", async () => {
    expect((await call(t, "POST", "/api/auth/second-factor/passkey/options")).statusCode).toBe(400);
    const { user } = await clientWithApp();
    const { pending } = await passwordStep(user.email);
    const options = await call(t, "POST", "/api/auth/second-factor/passkey/options", undefined, pending);
    expect(options.statusCode).toBe(400);
    expect(options.json().message).toBe("This account has no passkey.");
  });
});

describe("sessions", () => {
  it("record how they were signed in", async () => {
    const { user } = await clientWithApp();
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => [r.authMethod, r.secondFactor])).toEqual([["password+totp", true]]);
  });
});

describe("maintenance", () => {
  it("deletes pending sign-ins that expired, and only those", async () => {
    const first = await clientWithApp();
    const second = await clientWithApp();
    await passwordStep(first.user.email);
    const { pending } = await passwordStep(second.user.email);
    await t.database.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.userId, first.user.id));
    await deleteExpiredChallenges(t.database.db);
    const left = await t.database.db.select().from(signInChallenges);
    expect(left.map((row) => row.userId)).not.toContain(first.user.id);
    expect(left.map((row) => row.userId)).toContain(second.user.id);
    const code = totpCodeAt(second.totpSecret, Date.now() + 30_000);
    expect((await call(t, "POST", "/api/auth/second-factor", { totp: code }, pending)).statusCode).toBe(200);
  });
});
