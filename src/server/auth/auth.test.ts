import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "#shared/auth/user.ts";
import { outboxEmails, sessions, users } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { cookieFrom, nextAddress, signedInUser, TEST_PASSWORD, uniqueEmail } from "../test-support/users.ts";
import { totpCodeAt } from "./second-factor/totp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method, url, payload, headers, remoteAddress: nextAddress() });
}

describe("navigation endpoints", () => {
  it("/api/login leads to the sign-in page, keeping a same-site returnTo", async () => {
    expect((await call("GET", "/api/login")).headers.location).toBe("/sign-in");
    expect((await call("GET", "/api/login?returnTo=/dashboard/forms?id=1")).headers.location).toBe(
      `/sign-in?returnTo=${encodeURIComponent("/dashboard/forms?id=1")}`,
    );
    expect((await call("GET", "/api/login?mode=signup&returnTo=/design-request")).headers.location).toBe(
      `/sign-up?returnTo=${encodeURIComponent("/design-request")}`,
    );
  });

  it.each([
    "https://evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "dashboard",
  ])("/api/login drops the foreign returnTo %s", async (returnTo) => {
    const response = await call("GET", `/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/sign-in");
  });

  it("/api/logout from the site's own page ends the session on the server and goes home", async () => {
    const { cookie } = await signedInUser(t, "client");
    // Other sources are asked first (src/server/security/cross-site-logout.test.ts).
    const response = await call("GET", "/api/logout", undefined, { cookie, "sec-fetch-site": "same-origin" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).statusCode).toBe(401);
  });
});

describe("registration", () => {
  it("creates a client, signs it in, and answers 201 with the user", async () => {
    const email = uniqueEmail("new");
    const response = await call("POST", "/api/auth/register", {
      email: `  ${email.toUpperCase()} `,
      password: "a long enough secret",
      firstName: "Wing",
      lastName: "Chan",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, role: "client", firstName: "Wing", lastName: "Chan" });
    expect(response.json()).not.toHaveProperty("passwordHash");
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await call("GET", "/api/auth/user", undefined, {
      cookie: cookieFrom(response.headers["set-cookie"]),
    });
    expect(me.json()).toMatchObject({ email, role: "client" });
  });

  it("refuses a duplicate email whatever its case, with 409", async () => {
    const email = uniqueEmail("dup");
    expect(
      (await call("POST", "/api/auth/register", { email, password: "a long enough secret" })).statusCode,
    ).toBe(201);
    const again = await call("POST", "/api/auth/register", {
      email: email.toUpperCase(),
      password: "another secret 1",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "An account with this email already exists" });
  });

  it.each([
    [{ password: "a long enough secret" }, "Email is required"],
    [{ email: "not-an-email", password: "a long enough secret" }, "Please enter a valid email address"],
    [{ email: "x@example.com" }, "Password is required"],
    [{ email: "x@example.com", password: "short" }, "Password must be at least 8 characters"],
    [{ email: "x@example.com", password: "x".repeat(129) }, "Password must be at most 128 characters"],
    [
      { email: "x@example.com", password: "password123" },
      "This password is too common. Please choose one that is harder to guess.",
    ],
  ])("refuses %o with 400", async (payload, message) => {
    const response = await call("POST", "/api/auth/register", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it("keeps the language the account signed up in, for its mail", async () => {
    const localeOf = async (email: string) => {
      const [row] = await t.database.db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.email, email));
      return row?.locale;
    };
    const chinese = uniqueEmail("zh");
    const english = uniqueEmail("en");
    const payload = (email: string) => ({ email, password: "a long enough secret" });
    expect(
      (await call("POST", "/api/auth/register", payload(chinese), { "accept-language": "zh-HK,en;q=0.5" }))
        .statusCode,
    ).toBe(201);
    expect((await call("POST", "/api/auth/register", payload(english))).statusCode).toBe(201);
    expect(await localeOf(chinese)).toBe("zh-HK");
    expect(await localeOf(english)).toBe("en");
  });

  it("ignores a role in the payload: sign-up only makes clients", async () => {
    const response = await call("POST", "/api/auth/register", {
      email: uniqueEmail("sneaky"),
      password: "a long enough secret",
      role: "admin",
    });
    expect(response.json().role).toBe("client");
  });
});

describe("sign-in", () => {
  it("signs in with the right password and a new token each time", async () => {
    const { user, cookie } = await signedInUser(t, "designer");
    const again = await call(
      "POST",
      "/api/auth/login",
      { email: user.email, password: TEST_PASSWORD },
      { cookie },
    );
    expect(again.statusCode).toBe(200);
    const fresh = cookieFrom(again.headers["set-cookie"]);
    expect(fresh).not.toBe(cookie);
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).statusCode).toBe(401);
    expect((await call("GET", "/api/auth/user", undefined, { cookie: fresh })).json().role).toBe("designer");
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const { user } = await signedInUser(t, "client");
    const wrong = await call("POST", "/api/auth/login", { email: user.email, password: "not the password" });
    const unknown = await call("POST", "/api/auth/login", {
      email: uniqueEmail("ghost"),
      password: "not the password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: "Incorrect email or password" });
  });

  it("an account whose stored hash cannot be read fails as an error, not as a wrong password", async () => {
    const { user } = await signedInUser(t, "client");
    await t.database.db.update(users).set({ passwordHash: "damaged" }).where(eq(users.id, user.id));
    const answer = await call("POST", "/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(500);
  });

  it("throttles an account after 10 failures, from any address, with 429 and Retry-After", async () => {
    const { user } = await signedInUser(t, "client");
    for (let i = 0; i < 10; i++) {
      expect(
        (await call("POST", "/api/auth/login", { email: user.email, password: `wrong ${i}` })).statusCode,
      ).toBe(401);
    }
    const blocked = await call("POST", "/api/auth/login", { email: user.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits one address to 10 credential attempts a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: uniqueEmail("spray"), password: "whatever it is" },
        remoteAddress: "198.51.100.7",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});

describe("sessions", () => {
  it("sets a script-readable signed-in hint with the session and clears it with the session", async () => {
    const email = uniqueEmail("hint");
    const signUp = await call("POST", "/api/auth/register", { email, password: "a long enough secret" });
    const hint = signUp.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    const session = signUp.cookies.find((c) => c.name === "nm_session");
    expect(hint).toMatchObject({ value: "1", path: "/", sameSite: "Lax" });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires).toEqual(session?.expires);

    const cookie = `${cookieFrom(signUp.headers["set-cookie"])}; ${SIGNED_IN_HINT_COOKIE}=1`;
    const logout = await call("POST", "/api/auth/logout", undefined, { cookie });
    const cleared = (name: string) => logout.cookies.find((c) => c.name === name);
    expect(cleared(SIGNED_IN_HINT_COOKIE)?.value).toBe("");
    expect(cleared("nm_session")?.value).toBe("");

    // A hint without a session (a revoked or lost session cookie) is cleared at the next call.
    const stray = await call("GET", "/api/auth/user", undefined, { cookie: `${SIGNED_IN_HINT_COOKIE}=1` });
    expect(stray.statusCode).toBe(401);
    expect(stray.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE)?.value).toBe("");
    const visitor = await call("GET", "/api/portfolio");
    expect(visitor.headers["set-cookie"]).toBeUndefined();
  });

  it("logout revokes the session on the server: the old cookie gets 401", async () => {
    const { cookie } = await signedInUser(t, "client");
    expect((await call("POST", "/api/auth/logout", undefined, { cookie })).statusCode).toBe(204);
    const reused = await call("GET", "/api/auth/user", undefined, { cookie });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: expect.any(String) });
  });

  it("stores only a hash of the token", async () => {
    const { user, cookie } = await signedInUser(t, "client");
    const token = cookie.split("=")[1] ?? "";
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("ends a session past its idle timeout", async () => {
    const { user, cookie } = await signedInUser(t, "admin");
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 60 * 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).statusCode).toBe(401);
  });

  it("ends a session past its absolute lifetime", async () => {
    const { user, cookie } = await signedInUser(t, "client");
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).statusCode).toBe(401);
  });

  it("refuses writes from another site with 403", async () => {
    const response = await call(
      "POST",
      "/api/auth/login",
      { email: "a@example.com", password: "whatever it is" },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "This request came from another site and was refused." });
    const fetchSite = await call("POST", "/api/contact", {}, { "sec-fetch-site": "cross-site" });
    expect(fetchSite.statusCode).toBe(403);
    const sameSite = await call(
      "POST",
      "/api/auth/login",
      { email: "a@example.com", password: "whatever it is" },
      {
        origin: "http://localhost:80",
        host: "localhost:80",
      },
    );
    expect(sameSite.statusCode).toBe(401);
  });
});

describe("password reset", () => {
  async function requestLink(email: string) {
    const response = await call("POST", "/api/auth/password-reset", { email });
    expect(response.statusCode).toBe(202);
    // The mail is written after the answer.
    await t.app.afterAnswer.settled();
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    return mail ? new URL(/https?:\/\/\S+/.exec(mail.textBody)?.[0] ?? "").searchParams.get("token") : null;
  }

  it("mails a single-use link that sets a new password and ends the other sessions", async () => {
    const { user, cookie } = await signedInUser(t, "client");
    const token = await requestLink(user.email);
    expect(token).toBeTruthy();
    const reset = await call("POST", "/api/auth/password-reset/confirm", {
      token,
      password: "a brand new secret",
    });
    expect(reset.statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", undefined, { cookie })).statusCode).toBe(401);
    const login = await call("POST", "/api/auth/login", {
      email: user.email,
      password: "a brand new secret",
    });
    expect(login.statusCode).toBe(200);
    const reuse = await call("POST", "/api/auth/password-reset/confirm", {
      token,
      password: "yet another secret",
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toMatch(/invalid or has expired/);
  });

  it("refuses an expired link", async () => {
    const { user } = await signedInUser(t, "client");
    const token = await requestLink(user.email);
    const { passwordResetTokens } = await import("../db/schema/index.ts");
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await call("POST", "/api/auth/password-reset/confirm", {
      token,
      password: "a brand new secret",
    });
    expect(response.statusCode).toBe(400);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    expect(await requestLink(email)).toBeNull();
  });

  async function resetMailTo(email: string, headers: Record<string, string> = {}) {
    expect((await call("POST", "/api/auth/password-reset", { email }, headers)).statusCode).toBe(202);
    await t.app.afterAnswer.settled();
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email))
      .orderBy(desc(outboxEmails.createdAt))
      .limit(1);
    return mail;
  }

  it("mails the link in the account's language, whatever the page asking reads", async () => {
    const chinese = await signedInUser(t, "client", { locale: "zh-HK" });
    const chineseMail = await resetMailTo(chinese.user.email);
    expect(chineseMail?.subject).toBe("重設你的Nestmatch密碼");
    expect(chineseMail?.textBody).toMatch(/^你好：/);
    const english = await signedInUser(t, "client", { locale: "en" });
    const englishMail = await resetMailTo(english.user.email, { "accept-language": "zh-HK" });
    expect(englishMail?.subject).toBe("Reset your Nestmatch password");
  });

  it("mails an account that never chose a language in the one it was asked in", async () => {
    const { user } = await signedInUser(t, "client");
    expect((await resetMailTo(user.email, { cookie: "locale=zh-HK" }))?.subject).toBe(
      "重設你的Nestmatch密碼",
    );
    expect((await resetMailTo(user.email))?.subject).toBe("Reset your Nestmatch password");
  });
});

describe("password change", () => {
  it("needs the current password and signs out the other sessions", async () => {
    const first = await signedInUser(t, "client");
    const second = cookieFrom(
      (await call("POST", "/api/auth/login", { email: first.user.email, password: TEST_PASSWORD })).headers[
        "set-cookie"
      ],
    );
    const wrong = await call(
      "POST",
      "/api/auth/password",
      { currentPassword: "nope nope nope", newPassword: "a fresh long secret" },
      { cookie: first.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await call(
      "POST",
      "/api/auth/password",
      { currentPassword: TEST_PASSWORD, newPassword: "a fresh long secret" },
      { cookie: first.cookie },
    );
    expect(ok.statusCode).toBe(204);
    expect((await call("GET", "/api/auth/user", undefined, { cookie: first.cookie })).statusCode).toBe(200);
    expect((await call("GET", "/api/auth/user", undefined, { cookie: second })).statusCode).toBe(401);
  });
});

describe("admin gate", () => {
  it("signs an admin in with their own credentials", async () => {
    const { user, totpSecret = "" } = await signedInUser(t, "admin");
    // The next step's code: the current one was spent signing in above.
    const response = await call("POST", "/api/admin/bypass-login", {
      password: TEST_PASSWORD,
      email: user.email,
      totp: totpCodeAt(totpSecret, Date.now() + 30_000),
    });
    expect(response.statusCode).toBe(200);
    const me = await call("GET", "/api/auth/user", undefined, {
      cookie: cookieFrom(response.headers["set-cookie"]),
    });
    expect(me.json().role).toBe("admin");
  });

  it("refuses a non-admin account and a wrong password alike", async () => {
    const { user } = await signedInUser(t, "client");
    const client = await call("POST", "/api/admin/bypass-login", {
      password: TEST_PASSWORD,
      email: user.email,
    });
    expect(client.statusCode).toBe(401);
    expect(client.json()).toEqual({ message: "Invalid password" });
    expect(client.headers["set-cookie"]).toBeUndefined();
    const admin = await signedInUser(t, "admin");
    const wrong = await call("POST", "/api/admin/bypass-login", {
      password: "wrong password",
      email: admin.user.email,
    });
    expect(wrong.json()).toEqual({ message: "Invalid password" });
  });

  it("gives a right password back even when the gate refuses its account: no limit is reached by it", async () => {
    const { user } = await signedInUser(t, "client");
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      const gate = await call("POST", "/api/admin/bypass-login", {
        password: TEST_PASSWORD,
        email: user.email,
      });
      statuses.push(gate.statusCode);
    }
    expect(statuses).toEqual(Array(12).fill(401));
    expect(
      (await call("POST", "/api/auth/login", { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe("users from the command line", () => {
  it("can sign in", async () => {
    const { createUser } = await import("./users.ts");
    const email = uniqueEmail("cli");
    await createUser(t.database.db, { email, password: "a long enough secret", role: "designer" });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const login = await call("POST", "/api/auth/login", { email, password: "a long enough secret" });
    expect(login.json().role).toBe("designer");
  });
});
