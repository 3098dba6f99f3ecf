import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { injectAs } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, signedInUser, TEST_PASSWORD } from "../test-support/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function localeCookieOf(setCookie: string | string[] | undefined): string | undefined {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.find((cookie) => cookie.startsWith("locale="));
}

async function storedLocale(id: string) {
  const [row] = await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id));
  return row?.locale;
}

describe("PUT /api/user/locale", () => {
  it("remembers a visitor's choice in a year-long cookie the page can read", async () => {
    const response = await injectAs(t, "PUT", "/api/user/locale", null, { locale: "zh-HK" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ locale: "zh-HK" });
    const cookie = localeCookieOf(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^locale=zh-HK;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it("stores a signed-in user's choice on the account", async () => {
    const who = await signedInUser(t, "client");
    const response = await injectAs(t, "PUT", "/api/user/locale", who, { locale: "zh-HK" });
    expect(response.statusCode).toBe(200);
    expect(await storedLocale(who.user.id)).toBe("zh-HK");
  });

  it("refuses a language the product does not speak, and changes nothing", async () => {
    const who = await signedInUser(t, "client");
    const response = await injectAs(t, "PUT", "/api/user/locale", who, { locale: "fr" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/locale must be one of en, zh-HK/);
    expect(localeCookieOf(response.headers["set-cookie"])).toBeUndefined();
    expect(await storedLocale(who.user.id)).toBeNull();
  });
});

describe("signing in carries the language choice", () => {
  it("brings the account's language to a new browser", async () => {
    const who = await signedInUser(t, "client");
    await injectAs(t, "PUT", "/api/user/locale", who, { locale: "zh-HK" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: who.user.email, password: TEST_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(localeCookieOf(response.headers["set-cookie"])).toMatch(/^locale=zh-HK;/);
  });

  it("keeps a choice this browser made before signing in, and makes it the account's", async () => {
    const who = await signedInUser(t, "client");
    await injectAs(t, "PUT", "/api/user/locale", who, { locale: "en" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: who.user.email, password: TEST_PASSWORD },
      headers: { cookie: "locale=zh-HK" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(localeCookieOf(response.headers["set-cookie"])).toBeUndefined();
    expect(await storedLocale(who.user.id)).toBe("zh-HK");
  });
});
