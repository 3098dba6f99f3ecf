import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { nextAddress, signedInUser } from "../../test-support/users.ts";
import { declareRoutes } from "./declared-routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("declared routes", () => {
  it("refuses to start with an API route that does not say who may call it", async () => {
    const app = Fastify();
    declareRoutes(app);
    expect(() => app.get("/api/anything", async () => ({}))).toThrow(
      "GET /api/anything does not declare its access",
    );
    await app.close();
  });

  it("checks access before reading the input: signed out 401, not a 400 about the body", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/saved-designs/not-an-id",
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers a malformed path parameter as something not found, in the reader's language", async () => {
    const { cookie } = await signedInUser(t, "client");
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/saved-designs/not-an-id",
      headers: { cookie, "accept-language": "zh-HK" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "找不到設計" });
  });

  it("words a refused body in the reader's language, naming the form's first failing field", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact?lang=zh-HK",
      payload: { message: "x" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "請輸入姓名" });
  });

  it("answers only what the response schema names", async () => {
    const app = Fastify();
    declareRoutes(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        "/api/thing",
        { config: { access: "public" }, schema: { response: { 200: z.object({ shown: z.string() }) } } },
        async () => ({ shown: "yes", secret: "no" }) as { shown: string },
      );
    const response = await app.inject({ method: "GET", url: "/api/thing" });
    expect(response.json()).toEqual({ shown: "yes" });
    await app.close();
  });
});
