import { expect, test } from "./support/fixtures.ts";

test("the API reference renders every route's group from the OpenAPI document", async ({ page }) => {
  const document = await (await page.request.get("/api/openapi.json")).json();
  await page.goto("/api/docs");
  // Swagger UI parses the whole document before drawing anything. This test takes 5.7 s alone on a 2-core
  // machine; in a full run beside other workers the heading once took over the default 10 s (29 Nov 2026).
  await expect(page.getByRole("heading", { name: new RegExp(document.info.title) })).toBeVisible({
    timeout: 30_000,
  });
  // Swagger UI draws one block per operation; a sample of public and signed-in routes must be among them.
  for (const path of ["/api/portfolio", "/api/auth/login", "/api/forms/{id}/withdraw"]) {
    await expect(page.locator(`.opblock[id*="${path.replaceAll(/[/{}]/g, "_")}"]`).first()).toBeAttached();
  }
  const operations = Object.values(document.paths as Record<string, object>).reduce(
    (count, item) => count + Object.keys(item).length,
    0,
  );
  await expect(page.locator(".opblock")).toHaveCount(operations);
});
