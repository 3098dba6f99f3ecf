import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEvents, sessions } from "../../db/schema/index.ts";
import { SoftAuthenticator } from "../../test-support/soft-authenticator.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { signedInUser, TEST_PASSWORD } from "../../test-support/users.ts";
import { createUser } from "../users.ts";
import { call, freshCode, setCookie } from "./test-helpers.ts";
import { totpCodeAt } from "./totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION = "nm_session";
const reauth = { currentPassword: TEST_PASSWORD };

/** The account's second-factor events (sign-ins are kept there too). */
async function eventsOf(userId: string) {
  const rows = await t.database.db.select().from(accountEvents).where(eq(accountEvents.userId, userId));
  return rows.filter((row) => /second-factor|recovery/.test(row.kind));
}

/** An admin created without a second factor (user:create, ADMIN_EMAIL), signed in with the password. */
async function adminWithoutFactor() {
  const user = await createUser(t.database.db, {
    email: `new-admin-${Math.random().toString(36).slice(2)}@example.com`,
    password: TEST_PASSWORD,
    role: "admin",
    firstName: "New",
    lastName: "Admin",
    phoneNumber: "+852 9000 0000",
  });
  const response = await call(t, "POST", "/api/auth/login", { email: user.email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { user, response, cookie: setCookie(response, SESSION) ?? "" };
}

/** Adds an authenticator app through the settings; its secret. */
async function setUpApp(cookie: string) {
  const started = await call(t, "POST", "/api/auth/security/totp", reauth, cookie);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json();
  const confirmed = await call(
    t,
    "POST",
    "/api/auth/security/totp/confirm",
    { code: totpCodeAt(secret) },
    cookie,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] | null };
}

describe("an admin without a second factor", () => {
  it("signs in, is told to set one up, and reaches nothing of the admin's until it is", async () => {
    const { response, cookie } = await adminWithoutFactor();
    expect(response.json().secondFactorSetupRequired).toBe(true);
    const refused = await call(t, "GET", "/api/admin/users", undefined, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "Set up a second factor (an authenticator app or a passkey) to use the admin tools.",
      secondFactorSetupRequired: true,
    });
    const status = await call(t, "GET", "/api/auth/security", undefined, cookie);
    expect(status.json()).toMatchObject({
      required: true,
      enabled: false,
      session: { secondFactor: false, authMethod: "password" },
    });
  });

  it("sets an app up (password, QR, first code): 10 recovery codes once, and this session is upgraded", async () => {
    const { user, cookie } = await adminWithoutFactor();
    const started = await call(t, "POST", "/api/auth/security/totp", reauth, cookie);
    expect(started.statusCode).toBe(200);
    expect(started.headers["cache-control"]).toBe("no-store");
    const { secret, uri, qrSvg } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Nestmatch:${encodeURIComponent(user.email)}?issuer=Nestmatch&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(qrSvg).not.toMatch(/<script|on\w+=/i);
    // Not on yet: the admin tools still refuse, and a wrong code does not turn it on.
    expect((await call(t, "GET", "/api/admin/users", undefined, cookie)).statusCode).toBe(403);
    const wrong = await call(
      t,
      "POST",
      "/api/auth/security/totp/confirm",
      { code: totpCodeAt(secret, Date.now() - 600_000) },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    // One code for the confirmation and the replay below: a code computed again after a 30 s step boundary
    // would be the next step's, which is no replay (and failed this test on a slow machine).
    const confirmingCode = totpCodeAt(secret);
    const confirmed = await call(
      t,
      "POST",
      "/api/auth/security/totp/confirm",
      { code: confirmingCode },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    expect((await call(t, "GET", "/api/admin/users", undefined, cookie)).statusCode).toBe(200);
    const me = await call(t, "GET", "/api/auth/user", undefined, cookie);
    expect(me.json().secondFactorSetupRequired).toBe(false);
    const status = await call(t, "GET", "/api/auth/security", undefined, cookie);
    expect(status.json()).toMatchObject({
      enabled: true,
      totp: { enabled: true },
      recoveryCodesLeft: 10,
      session: { secondFactor: true, authMethod: "password+totp" },
    });
    // The code that turned it on is spent: it cannot also sign in.
    const replay = await call(t, "POST", "/api/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
      totp: confirmingCode,
    });
    expect(replay.statusCode).toBe(401);
    expect((await eventsOf(user.id)).map((e) => [e.kind, e.detail])).toEqual([
      ["second-factor-enabled", { method: "totp", replaced: false }],
    ]);
  });

  it("another session of the admin stays refused until it signs in again with the factor", async () => {
    const { user, cookie } = await adminWithoutFactor();
    const other =
      setCookie(
        await call(t, "POST", "/api/auth/login", { email: user.email, password: TEST_PASSWORD }),
        SESSION,
      ) ?? "";
    await setUpApp(cookie);
    expect((await call(t, "GET", "/api/admin/users", undefined, other)).statusCode).toBe(403);
  });

  it("may also start with a passkey, and cannot remove the last factor", async () => {
    const { user, cookie } = await adminWithoutFactor();
    const device = new SoftAuthenticator(new URL(t.config.publicUrl).origin);
    const options = await call(t, "POST", "/api/auth/security/passkeys/options", reauth, cookie);
    expect(options.json()).toMatchObject({ rp: { id: "localhost", name: "Nestmatch" }, attestation: "none" });
    const added = await call(
      t,
      "POST",
      "/api/auth/security/passkeys",
      { name: "  Desk key  ", response: device.register(options.json()) },
      cookie,
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().passkey).toMatchObject({ name: "Desk key", lastUsedAt: null });
    expect(added.json().recoveryCodes).toHaveLength(10);
    expect((await call(t, "GET", "/api/admin/users", undefined, cookie)).statusCode).toBe(200);
    const id = added.json().passkey.id;
    const removeLast = await call(t, "DELETE", `/api/auth/security/passkeys/${id}`, reauth, cookie);
    expect(removeLast.statusCode).toBe(409);
    expect(removeLast.json().message).toMatch(/Admins must keep a second factor/);
    const off = await call(t, "DELETE", "/api/auth/security/second-factor", reauth, cookie);
    expect(off.statusCode).toBe(409);
    // With an app as well, the passkey may go.
    await setUpApp(cookie);
    expect((await call(t, "DELETE", `/api/auth/security/passkeys/${id}`, reauth, cookie)).statusCode).toBe(
      204,
    );
    expect((await eventsOf(user.id)).map((e) => e.kind).sort()).toEqual([
      "second-factor-enabled",
      "second-factor-enabled",
      "second-factor-removed",
    ]);
  });
});

describe("a client's or designer's own settings", () => {
  it("are optional: an app is added, replaced (the old one works until the new is confirmed) and turned off", async () => {
    const { user, cookie } = await signedInUser(t, "client");
    const first = await setUpApp(cookie);
    expect(first.recoveryCodes).toHaveLength(10);
    const restart = await call(
      t,
      "POST",
      "/api/auth/security/totp",
      { code: await freshCode(t, user.id, first.secret) },
      cookie,
    );
    expect(restart.statusCode).toBe(200);
    const newSecret = restart.json().secret;
    const status = await call(t, "GET", "/api/auth/security", undefined, cookie);
    expect(status.json().totp.enabled).toBe(true);
    const replaced = await call(
      t,
      "POST",
      "/api/auth/security/totp/confirm",
      { code: totpCodeAt(newSecret) },
      cookie,
    );
    expect(replaced.statusCode).toBe(200);
    // A further factor leaves the recovery codes as they were.
    expect(replaced.json().recoveryCodes).toBeNull();
    const oldCode = await call(t, "POST", "/api/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
      totp: totpCodeAt(first.secret, Date.now() + 30_000),
    });
    expect(oldCode.statusCode).toBe(401);
    const off = await call(t, "DELETE", "/api/auth/security/second-factor", reauth, cookie);
    expect(off.statusCode).toBe(204);
    const after = (await call(t, "GET", "/api/auth/security", undefined, cookie)).json();
    expect(after).toMatchObject({ required: false, enabled: false, recoveryCodesLeft: 0, passkeys: [] });
    expect(
      (await call(t, "POST", "/api/auth/login", { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("every change needs the current password or a current code; a wrong one is refused and counted", async () => {
    const { user, cookie } = await signedInUser(t, "designer");
    const missing = await call(t, "POST", "/api/auth/security/totp", {}, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Enter your current password or a code from your authenticator app");
    const wrong = await call(
      t,
      "POST",
      "/api/auth/security/totp",
      { currentPassword: "not the password" },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Your current password is not correct");
    const { secret } = await setUpApp(cookie);
    for (const url of ["/api/auth/security/recovery-codes", "/api/auth/security/passkeys/options"]) {
      const refused = await call(t, "POST", url, { code: totpCodeAt(secret, Date.now() - 600_000) }, cookie);
      expect(refused.statusCode, url).toBe(400);
    }
    for (const url of ["/api/auth/security/totp", "/api/auth/security/second-factor"]) {
      expect((await call(t, "DELETE", url, {}, cookie)).statusCode, url).toBe(400);
    }
    const regenerated = await call(
      t,
      "POST",
      "/api/auth/security/recovery-codes",
      { code: await freshCode(t, user.id, secret) },
      cookie,
    );
    expect(regenerated.statusCode).toBe(200);
    expect(regenerated.json().recoveryCodes).toHaveLength(10);
  });

  it("renames and removes passkeys, each its own only", async () => {
    const owner = await signedInUser(t, "designer");
    const stranger = await signedInUser(t, "client");
    const device = new SoftAuthenticator(new URL(t.config.publicUrl).origin);
    const options = await call(t, "POST", "/api/auth/security/passkeys/options", reauth, owner.cookie);
    const added = await call(
      t,
      "POST",
      "/api/auth/security/passkeys",
      { name: "Phone", response: device.register(options.json()) },
      owner.cookie,
    );
    const id = added.json().passkey.id;
    const renamed = await call(
      t,
      "PATCH",
      `/api/auth/security/passkeys/${id}`,
      { name: "Work phone" },
      owner.cookie,
    );
    expect(renamed.json().name).toBe("Work phone");
    expect(
      (await call(t, "PATCH", `/api/auth/security/passkeys/${id}`, { name: "" }, owner.cookie)).statusCode,
    ).toBe(400);
    expect(
      (await call(t, "PATCH", `/api/auth/security/passkeys/${id}`, { name: "Mine" }, stranger.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, "DELETE", `/api/auth/security/passkeys/${id}`, reauth, stranger.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await call(t, "PATCH", "/api/auth/security/passkeys/not-an-id", { name: "x" }, owner.cookie))
        .statusCode,
    ).toBe(404);
    // The same device again is refused (the browser is told to exclude it, and the server checks).
    const again = await call(t, "POST", "/api/auth/security/passkeys/options", reauth, owner.cookie);
    expect(again.json().excludeCredentials).toHaveLength(1);
    const duplicate = await call(
      t,
      "POST",
      "/api/auth/security/passkeys",
      { name: "Again", response: device.register(again.json()) },
      owner.cookie,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(
      (await call(t, "DELETE", `/api/auth/security/passkeys/${id}`, reauth, owner.cookie)).statusCode,
    ).toBe(204);
    // The last factor of a non-admin takes its recovery codes with it.
    const status = (await call(t, "GET", "/api/auth/security", undefined, owner.cookie)).json();
    expect(status).toMatchObject({ enabled: false, recoveryCodesLeft: 0, passkeys: [] });
  });

  it("a passkey answer without a waiting challenge, or for another site, is refused", async () => {
    const { cookie } = await signedInUser(t, "client");
    const device = new SoftAuthenticator(new URL(t.config.publicUrl).origin);
    const options = (await call(t, "POST", "/api/auth/security/passkeys/options", reauth, cookie)).json();
    const phished = await call(
      t,
      "POST",
      "/api/auth/security/passkeys",
      { name: "X", response: device.register(options, "https://evil.example") },
      cookie,
    );
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toMatch(/passkey could not be checked/);
    // That challenge is spent.
    const late = await call(
      t,
      "POST",
      "/api/auth/security/passkeys",
      { name: "X", response: device.register(options) },
      cookie,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/took too long/);
  });

  it("confirming without a started setup says so", async () => {
    const { cookie } = await signedInUser(t, "client");
    const response = await call(t, "POST", "/api/auth/security/totp/confirm", { code: "123456" }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Start the authenticator app setup again/);
  });
});

describe("an admin resets another account's second factor", () => {
  it("takes its factors away, ends its sessions, and keeps the reset with the admin's name and in the log", async () => {
    const admin = await signedInUser(t, "admin");
    const target = await signedInUser(t, "designer", {}, { withTotp: true });
    const reset = await call(
      t,
      "DELETE",
      `/api/admin/users/${target.user.id}/second-factor`,
      undefined,
      admin.cookie,
    );
    expect(reset.statusCode).toBe(204);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual(
      [],
    );
    expect((await eventsOf(target.user.id)).map((e) => [e.kind, e.actorId])).toEqual([
      ["second-factor-reset", admin.user.id],
    ]);
    const signIn = await call(t, "POST", "/api/auth/login", {
      email: target.user.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const twice = await call(
      t,
      "DELETE",
      `/api/admin/users/${target.user.id}/second-factor`,
      undefined,
      admin.cookie,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This account has no second factor.");
  });

  it("another admin's too (who then sets one up again), never the admin's own, and only admins may", async () => {
    const admin = await signedInUser(t, "admin");
    const other = await signedInUser(t, "admin");
    const own = await call(
      t,
      "DELETE",
      `/api/admin/users/${admin.user.id}/second-factor`,
      undefined,
      admin.cookie,
    );
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe("Change your own second factor in your profile.");
    expect(
      (await call(t, "DELETE", `/api/admin/users/${other.user.id}/second-factor`, undefined, admin.cookie))
        .statusCode,
    ).toBe(204);
    const back = await call(t, "POST", "/api/auth/login", {
      email: other.user.email,
      password: TEST_PASSWORD,
    });
    expect(back.json().secondFactorSetupRequired).toBe(true);
    const unknown = await call(
      t,
      "DELETE",
      "/api/admin/users/00000000-0000-4000-8000-000000000000/second-factor",
      undefined,
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    const designer = await signedInUser(t, "designer");
    expect(
      (await call(t, "DELETE", `/api/admin/users/${other.user.id}/second-factor`, undefined, designer.cookie))
        .statusCode,
    ).toBe(403);
  });
});
