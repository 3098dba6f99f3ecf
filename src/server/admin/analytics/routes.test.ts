import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredRoutes } from "../../lib/http/declared-routes.ts";
import { injectAs } from "../../test-support/inject.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../../test-support/users.ts";

let t: TestApp;
let admin: SignedIn;
let designer: SignedIn;
let client: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  [admin, designer, client] = await Promise.all([
    signedInUser(t, "admin"),
    signedInUser(t, "designer"),
    signedInUser(t, "client"),
  ]);
});
afterAll(() => t?.close());

/** Every analytics endpoint the app serves, read from its route table: a new one cannot be left out. */
const analyticsRoutes = () =>
  declaredRoutes(t.app).filter((route) => route.url.startsWith("/api/admin/analytics/"));

describe("the analytics endpoints", () => {
  it("are the four charts', all GET and all for admins only", () => {
    expect(
      analyticsRoutes()
        .map((route) => route.url)
        .sort(),
    ).toEqual([
      "/api/admin/analytics/demand",
      "/api/admin/analytics/designers",
      "/api/admin/analytics/first-introduction",
      "/api/admin/analytics/funnel",
    ]);
    for (const route of analyticsRoutes()) {
      expect(route.method).toBe("GET");
      expect(route.access).toEqual(["admin"]);
    }
  });

  it("refuse a designer and a client (403) and a visitor (401), and answer an admin", async () => {
    for (const route of analyticsRoutes()) {
      expect((await injectAs(t, "GET", route.url, designer)).statusCode, `designer ${route.url}`).toBe(403);
      expect((await injectAs(t, "GET", route.url, client)).statusCode, `client ${route.url}`).toBe(403);
      expect((await injectAs(t, "GET", route.url, null)).statusCode, `visitor ${route.url}`).toBe(401);
      const answer = await injectAs(t, "GET", route.url, admin);
      expect(answer.statusCode, `admin ${route.url}: ${answer.body}`).toBe(200);
      expect(answer.json()).toMatchObject({ from: expect.any(String), to: expect.any(String) });
    }
  });

  it("refuse bad filters with a message, in the reader's language", async () => {
    const cases: [string, RegExp][] = [
      ["from=2026-02-30", /YYYY-MM-DD/],
      ["to=yesterday", /YYYY-MM-DD/],
      ["from=2026-11-10&to=2026-11-01", /start date must not be after/],
      ["from=2020-01-01&to=2026-01-01", /at most 731 days/],
      ["from=2999-01-01", /start date must not be after/],
      ["district=Atlantis", /18 districts/],
      ["propertyType=Castle", /property type/],
    ];
    for (const route of analyticsRoutes())
      for (const [query, message] of cases) {
        const answer = await injectAs(t, "GET", `${route.url}?${query}`, admin);
        expect(answer.statusCode, `${route.url}?${query}`).toBe(400);
        expect(answer.body, `${route.url}?${query}`).toMatch(message);
      }
    const chinese = await t.app.inject({
      method: "GET",
      url: "/api/admin/analytics/funnel?from=soon",
      headers: { cookie: admin.cookie, "accept-language": "zh-HK" },
    });
    expect(chinese.statusCode).toBe(400);
    expect(chinese.body).toMatch(/日期格式/);
  });

  it("defaults to the last 12 weeks, today included", async () => {
    const answer = (await injectAs(t, "GET", "/api/admin/analytics/funnel?to=2026-11-26", admin)).json();
    expect(answer).toMatchObject({ from: "2026-09-04", to: "2026-11-26" });
  });
});
