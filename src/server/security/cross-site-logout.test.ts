import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_OUT_PATH } from "#shared/auth/user.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, signedInUser } from "../test-support/users.ts";

/*
 * GET /api/logout is a navigation (spec): the site's own links sign out in one click. A link or a
 * redirect from another site must not sign anyone out: it leads to a screen that asks first, and
 * only the POST that screen sends ends the session.
 */
let t: TestApp;
let site: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://casa.example" });
  site = new URL(t.config.publicUrl).origin;
});
afterAll(() => t.close());

async function signedInCookie(): Promise<string> {
  return (await signedInUser(t, "client")).cookie;
}

const navigate = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: "GET",
    url: "/api/logout",
    headers: { cookie, ...headers },
    remoteAddress: nextAddress(),
  });

async function stillSignedIn(cookie: string): Promise<boolean> {
  const response = await t.app.inject({ url: "/api/auth/user", headers: { cookie } });
  return response.statusCode === 200;
}

/** Every Set-Cookie of an answer, as one list. */
const setCookies = (header: string | string[] | undefined) =>
  Array.isArray(header) ? header : [header ?? ""];

/** How a navigation to /api/logout from this site's own pages announces itself. */
const FROM_THE_SITE: [string, () => Record<string, string>][] = [
  ["Sec-Fetch-Site same-origin", () => ({ "sec-fetch-site": "same-origin" })],
  [
    "same-origin with the site's Referer",
    () => ({ "sec-fetch-site": "same-origin", referer: `${site}/dashboard` }),
  ],
  ["no Sec-Fetch-Site (an older browser), the site's Origin", () => ({ origin: site })],
  [
    "no Sec-Fetch-Site nor Origin, the site's Referer",
    () => ({ referer: `${site}/dashboard/profile?tab=1` }),
  ],
];

/** Navigations that do not come from the site's own pages. */
const FROM_ELSEWHERE: [string, () => Record<string, string>][] = [
  ["Sec-Fetch-Site cross-site", () => ({ "sec-fetch-site": "cross-site" })],
  ["Sec-Fetch-Site same-site (a sibling subdomain)", () => ({ "sec-fetch-site": "same-site" })],
  ["Sec-Fetch-Site none (typed, a bookmark, another app)", () => ({ "sec-fetch-site": "none" })],
  [
    "Sec-Fetch-Site cross-site with a Referer claiming the site",
    () => ({ "sec-fetch-site": "cross-site", referer: `${site}/dashboard` }),
  ],
  ["no Sec-Fetch-Site, a foreign Origin", () => ({ origin: "https://evil.example" })],
  ["no Sec-Fetch-Site, Origin null (a sandboxed frame)", () => ({ origin: "null", referer: `${site}/` })],
  ["no Sec-Fetch-Site nor Origin, a foreign Referer", () => ({ referer: "https://evil.example/page" })],
  [
    "no Sec-Fetch-Site nor Origin, a look-alike Referer",
    () => ({ referer: "https://casa.example.evil.example/page" }),
  ],
  ["no Sec-Fetch-Site nor Origin, a Referer that is no URL", () => ({ referer: "casa.example" })],
  ["no header at all that says where it came from", () => ({})],
];

describe("GET /api/logout from the site's own pages", () => {
  it.each(FROM_THE_SITE)("%s: signs out at once and goes home", async (_name, headers) => {
    const cookie = await signedInCookie();
    const response = await navigate(cookie, headers());
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    expect(setCookies(response.headers["set-cookie"]).join("\n")).toMatch(/nm_session=;/);
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});

describe("GET /api/logout from anywhere else", () => {
  it.each(FROM_ELSEWHERE)("%s: leads to the screen that asks, still signed in", async (_name, headers) => {
    const cookie = await signedInCookie();
    const response = await navigate(cookie, headers());
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(SIGN_OUT_PATH);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it("is signed out by the POST the screen sends; the same POST from another site is refused", async () => {
    const cookie = await signedInCookie();
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await stillSignedIn(cookie)).toBe(true);

    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie, origin: site, "sec-fetch-site": "same-origin" },
    });
    expect(confirmed.statusCode).toBe(204);
    expect(await stillSignedIn(cookie)).toBe(false);
  });
});
