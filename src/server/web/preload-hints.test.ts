import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_IMAGE_SIZES, DETAIL_IMAGE_SIZES } from "#shared/app/images.ts";
import { LOCALES } from "#shared/i18n/locales.ts";
import { createUser } from "../auth/users.ts";
import type { Database } from "../db/client.ts";
import { designFirstPhotos } from "../designs/page-data.ts";
import { insertDesign } from "../designs/service.ts";
import { PROJECT_ROOT } from "../paths.ts";
import { createTestDatabase } from "../test-support/test-database.ts";
import { uniqueEmail } from "../test-support/users.ts";
import { CATALOGUE_MODULES, createPreloadHints, PAGE_MODULES } from "./preload-hints.ts";

const shell = (lang: string) => `<html lang="${lang}"><head><title>t</title></head><body></body></html>`;
const UUID = "5a1d3c2e-0b4f-4e8a-9c7d-1f2e3d4c5b6a";

/** A build manifest shaped like Vite's: the entry, shared chunks, a page and the catalogues. */
const MANIFEST = {
  "index.html": { file: "assets/index-A.js", src: "index.html", imports: ["_react-B.js"] },
  "_react-B.js": { file: "assets/react-B.js", name: "react" },
  "_i18n-C.js": { file: "assets/i18n-C.js", name: "i18n", imports: ["_money-D.js"] },
  "_money-D.js": { file: "assets/money-D.js", name: "money" },
  "../shared/i18n/zh-HK/index.ts": { file: "assets/zh-HK-E.js", src: "../shared/i18n/zh-HK/index.ts" },
  "designs/designs-page.tsx": {
    file: "assets/designs-page-F.js",
    src: "designs/designs-page.tsx",
    imports: ["index.html", "_react-B.js", "_grid-G.js"],
  },
  "_grid-G.js": { file: "assets/grid-G.js", name: "grid" },
};

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((match) => match[0]);

describe("the modules and data a page preloads", () => {
  let clientDir: string;
  beforeAll(() => {
    clientDir = mkdtempSync(join(tmpdir(), "nestmatch-preload-"));
    mkdirSync(join(clientDir, ".vite"));
    writeFileSync(join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("names the page's chunks and its language's words, never the shell's own script again", async () => {
    const add = await createPreloadHints(clientDir);
    const html = await add("/designs", shell("en"));
    expect(links(html)).toEqual([
      '<link rel="modulepreload" href="/assets/i18n-C.js">',
      '<link rel="modulepreload" href="/assets/money-D.js">',
      '<link rel="modulepreload" href="/assets/designs-page-F.js">',
      '<link rel="modulepreload" href="/assets/grid-G.js">',
      '<link rel="preload" as="fetch" href="/api/featured-designs" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="/api/portfolio?page=1" crossorigin="use-credentials">',
    ]);
    expect(html).toMatch(/<\/title>\s*<link /);
    const chinese = links(await add("/about", shell("zh-HK")));
    expect(chinese).toEqual(['<link rel="modulepreload" href="/assets/zh-HK-E.js">']);
  });

  it("leaves signed-in pages and unknown addresses alone", async () => {
    const add = await createPreloadHints(clientDir);
    for (const path of ["/dashboard", "/dashboard/forms", "/no-such-page"])
      expect(await add(path, shell("en"))).toBe(shell("en"));
  });

  it("preloads the data of the plain catalogue and of a design, not of a filtered list or a bad id", async () => {
    const add = await createPreloadHints(undefined);
    expect(links(await add("/designs?style=Modern", shell("en")))).toEqual([]);
    expect(links(await add(`/design/${UUID}`, shell("en")))).toEqual([
      `<link rel="preload" as="fetch" href="/api/portfolio/${UUID}" crossorigin="use-credentials">`,
    ]);
    expect(links(await add("/design/not-an-id", shell("en")))).toEqual([]);
  });

  it("names modules that exist in the client's sources", () => {
    const modules = [
      ...Object.values(CATALOGUE_MODULES),
      ...Object.values(PAGE_MODULES).flatMap((list) =>
        (list ?? []).flatMap((module) => LOCALES.map((locale) => module.replace("{locale}", locale))),
      ),
    ];
    for (const module of modules)
      expect(existsSync(join(PROJECT_ROOT, "src/client", module)), module).toBe(true);
  });
});

describe("the photos a page preloads", () => {
  let database: Database;
  let designId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const designer = await createUser(database.db, {
      email: uniqueEmail("preload"),
      password: "long enough pw",
      role: "designer",
    });
    const design = (title: string, key: string, isFeatured: boolean) =>
      insertDesign(
        database.db,
        {
          designerId: designer.id,
          titleEn: title,
          descriptionEn: "d",
          styles: ["Modern"],
          budgetMin: null,
          budgetMax: null,
          isFeatured,
        },
        [{ storageKey: `designs/${key}/main.jpg`, width: 1600, height: 1067, position: 0, isMain: true }],
      );
    designId = await design("Plain", "plain", false);
    await design("Featured", "featured", true);
  });
  afterAll(() => database.close());

  it("preloads a design page's first photo at high priority, in the carousel's sizes", async () => {
    const add = await createPreloadHints(undefined, designFirstPhotos(database.db));
    const image = links(await add(`/design/${designId}`, shell("en"))).find((link) =>
      link.includes('as="image"'),
    );
    expect(image).toContain('href="/uploads/designs/plain/main.jpg?w=640&amp;q=85&amp;f=webp"');
    expect(image).toContain("/uploads/designs/plain/main.jpg?w=1600&amp;q=85&amp;f=webp 1600w");
    expect(image).toContain(`imagesizes="${DETAIL_IMAGE_SIZES}"`);
    expect(image).toContain('fetchpriority="high"');
    expect(image).not.toContain("media=");
  });

  it("preloads the featured cards' photos only where they show in the first screen (640 px and wider)", async () => {
    const add = await createPreloadHints(undefined, designFirstPhotos(database.db));
    const images = links(await add("/designs", shell("en"))).filter((link) => link.includes('as="image"'));
    expect(images).toHaveLength(1);
    expect(images[0]).toContain("/uploads/designs/featured/main.jpg");
    expect(images[0]).toContain(`imagesizes="${CARD_IMAGE_SIZES}"`);
    expect(images[0]).toContain('media="(min-width: 640px)"');
  });
});
