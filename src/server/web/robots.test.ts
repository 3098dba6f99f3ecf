import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://casa.example" });
});
afterAll(() => t.close());

describe("GET /robots.txt", () => {
  it("keeps crawlers out of the API and the signed-in areas, and names the sitemap", async () => {
    const response = await t.app.inject("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toBe(
      [
        "User-agent: *",
        "Allow: /api/auth/user",
        "Allow: /api/portfolio",
        "Allow: /api/featured-designs",
        "Allow: /api/designers/",
        "Disallow: /api/",
        "Disallow: /dashboard",
        "Disallow: /home",
        "Disallow: /profile",
        "Disallow: /saved-designs",
        "",
        "Sitemap: https://casa.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
