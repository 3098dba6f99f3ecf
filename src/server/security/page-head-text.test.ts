import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { injectAs } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { type SignedIn, signedInUser } from "../test-support/users.ts";

/*
 * String.replace reads `$&`, `` $` ``, `$'`, `$$` and `$1` in its replacement text: a designer who writes
 * them into a title or bio must see them on their page as written, and the page must stay one page.
 */
const TITLE = "Loft $` before $' after";
const DESCRIPTION = "Every pattern: $& $$ $1 $<name> $` $' and the end.";
const BIO = "I quote $` and $' and $& in my bio.";

let t: TestApp;
let web: FastifyInstance;
let clientDir: string;
let designer: SignedIn;
let designId: string;

async function ok(response: Awaited<ReturnType<typeof injectAs>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.statusCode === 204 ? {} : response.json();
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://casa.example" });
  clientDir = mkdtempSync(join(tmpdir(), "nestmatch-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html>\n<html lang="en">\n<head>\n<!--app-head-->\n</head>\n<body><div id="root"></div></body>\n</html>\n',
  );
  web = await buildApp({ config: t.config, database: t.database, storage: t.storage, clientDir });

  const admin = await signedInUser(t, "admin");
  designer = await signedInUser(t, "designer", { firstName: "Dee", lastName: "Signer" });
  // Everything goes in through the API, as a designer would write it.
  await ok(
    await injectAs(t, "PATCH", `/api/admin/designers/${designer.user.id}/vetting`, admin, { isVetted: true }),
  );
  await ok(await injectAs(t, "PUT", "/api/designer/profile", designer, { bioEn: BIO }));
  const created = await ok(
    await injectAs(t, "POST", "/api/portfolio", designer, {
      titleEn: TITLE,
      descriptionEn: DESCRIPTION,
      style: ["Modern"],
      budget: { min: 100_000, max: 200_000 },
    }),
    201,
  );
  designId = created.id as string;
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The text as an attribute or element holds it. */
const asHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#39;");

/** The page's JSON-LD, parsed: it must be JSON that ends where its element ends. */
function structuredData(html: string): Record<string, unknown> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? "");
}

/** The page is the shell once: one doctype, one head, one body. */
function expectOnePage(html: string) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<body>/g)).toHaveLength(1);
}

describe("a designer's text holding String.replace patterns", () => {
  it("is shown as written in a design page's head, which stays one page", async () => {
    const response = await web.inject(`/design/${designId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expectOnePage(html);
    expect(html).toContain(`<title>${asHtml(TITLE)} | `);
    expect(html).toContain(`<meta name="description" content="${asHtml(DESCRIPTION)}">`);
    expect(structuredData(html)).toMatchObject({ name: TITLE, description: DESCRIPTION });
  });

  it("is shown as written in a designer page's head, which stays one page", async () => {
    const response = await web.inject(`/designers/${designer.user.id}?lang=zh-HK`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expectOnePage(html);
    expect(html).toContain(`<meta name="description" content="${asHtml(BIO)}">`);
    expect(structuredData(html)).toMatchObject({ name: "Dee Signer", description: BIO });
  });
});
