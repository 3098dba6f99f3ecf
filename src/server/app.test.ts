import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the app", () => {
  it("answers liveness and readiness", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("answers unknown API paths with JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/no-such-thing?x=1" });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: `Not found: ${method} /api/no-such-thing` });
    }
  });

  it("answers malformed JSON with 400 and a message, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Mei",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/xml" },
      payload: "<name/>",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("refuses an oversized body with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { message: "x".repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it("sets security headers", async () => {
    const response = await t.app.inject("/healthz");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends /login home", async () => {
    const response = await t.app.inject("/login");
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });
});
