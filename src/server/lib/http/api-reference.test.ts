import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";
import { declaredRoutes } from "./declared-routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Fastify's `/forms/:id` as OpenAPI writes it, `/forms/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("the API reference", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every API route with its request and response schemas (a navigation, its redirect)", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const routes = declaredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(70);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      // A success: an answer, or for a navigation (/api/login, /api/logout) its redirect.
      expect(Object.keys(operation.responses ?? {}), `${route.method} ${route.url}`).toContainEqual(
        expect.stringMatching(/^[23]\d\d$/),
      );
      if (route.url.includes(":")) expect(operation.parameters, `${route.method} ${route.url}`).toBeTruthy();
      if (route.access !== "public")
        expect(operation.description.match(/Who may call/g), `${route.method} ${route.url}`).toHaveLength(1);
    }
  });

  it("renders as a page", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("swagger-ui");
  });
});
