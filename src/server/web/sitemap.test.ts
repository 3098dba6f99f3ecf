import { Readable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { parseSitemap, parseSitemapIndex } from "sitemap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../auth/users.ts";
import { designerProfiles } from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { uniqueEmail } from "../test-support/users.ts";
import { sitemapRoutes } from "./sitemap.ts";

const SITE = "https://casa.example";
let t: TestApp;
let vettedId: string;
let unvettedId: string;
const designIds: string[] = [];

async function designer(isVetted: boolean): Promise<string> {
  const user = await createUser(t.database.db, {
    email: uniqueEmail("d"),
    password: "long enough pw",
    role: "designer",
    firstName: "Dee",
    lastName: isVetted ? "Vetted" : "Waiting",
  });
  await t.database.db.insert(designerProfiles).values({ userId: user.id, isVetted });
  return user.id;
}

async function design(designerId: string, createdAt: Date): Promise<string> {
  return insertDesign(
    t.database.db,
    {
      designerId,
      titleEn: "Flat",
      descriptionEn: "A flat.",
      styles: ["Modern"],
      budgetMin: null,
      budgetMax: null,
      createdAt,
    },
    [],
  );
}

const get = (app: FastifyInstance, url: string) => app.inject(url);
const readSitemap = (xml: string) => parseSitemap(Readable.from([xml]));

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: SITE });
  vettedId = await designer(true);
  unvettedId = await designer(false);
  // Oldest first in the files, whatever order they were made in.
  designIds.push(await design(unvettedId, new Date("2026-01-02T00:00:00Z")));
  designIds.unshift(await design(vettedId, new Date("2026-01-01T00:00:00Z")));
  designIds.push(await design(vettedId, new Date("2026-01-03T00:00:00Z")));
});
afterAll(() => t.close());

describe("GET /sitemap.xml", () => {
  it("indexes the pages, the vetted designers and the designs", async () => {
    const response = await get(t.app, "/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const files = await parseSitemapIndex(Readable.from([response.body]));
    expect(files.map((file) => file.url)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/designers-1.xml`,
      `${SITE}/sitemaps/designs-1.xml`,
    ]);
    expect(files[2]?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe("GET /sitemaps/pages.xml", () => {
  it("lists each indexable public page in both languages with its alternates", async () => {
    const urls = await readSitemap((await get(t.app, "/sitemaps/pages.xml")).body);
    const about = urls.find((url) => url.url === `${SITE}/about`);
    expect(about?.links).toEqual([
      { lang: "en", url: `${SITE}/about` },
      { lang: "zh-HK", url: `${SITE}/about?lang=zh-HK` },
      { lang: "x-default", url: `${SITE}/about` },
    ]);
    const listed = urls.map((url) => url.url);
    expect(listed).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/designs`, `${SITE}/about?lang=zh-HK`]),
    );
    for (const unlisted of ["/sign-in", "/admin-access", "/dashboard", "/design-request", "/design/:id"])
      expect(listed).not.toContain(`${SITE}${unlisted}`);
  });
});

describe("GET /sitemaps/{section}-{n}.xml", () => {
  it("lists vetted designers only", async () => {
    const listed = (await readSitemap((await get(t.app, "/sitemaps/designers-1.xml")).body)).map(
      (u) => u.url,
    );
    expect(listed).toEqual([`${SITE}/designers/${vettedId}`, `${SITE}/designers/${vettedId}?lang=zh-HK`]);
  });

  it("lists every design in both languages with its last change", async () => {
    const urls = await readSitemap((await get(t.app, "/sitemaps/designs-1.xml")).body);
    expect(urls.map((url) => url.url)).toEqual(
      designIds.flatMap((id) => [`${SITE}/design/${id}`, `${SITE}/design/${id}?lang=zh-HK`]),
    );
    expect(urls[0]?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("answers 404 for a file past the last and for names it does not know", async () => {
    for (const path of ["/sitemaps/designs-2.xml", "/sitemaps/designs-0.xml", "/sitemaps/users-1.xml"])
      expect((await get(t.app, path)).statusCode).toBe(404);
  });
});

describe("a section larger than one file", () => {
  it("is cut into files, oldest first, each in the index with its newest change", async () => {
    const app = Fastify();
    await app.register(sitemapRoutes, { db: t.database.db, publicUrl: SITE, pagesPerFile: 2 });
    const files = await parseSitemapIndex(Readable.from([(await get(app, "/sitemap.xml")).body]));
    expect(files.map((file) => file.url)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/designers-1.xml`,
      `${SITE}/sitemaps/designs-1.xml`,
      `${SITE}/sitemaps/designs-2.xml`,
    ]);
    const second = await readSitemap((await get(app, "/sitemaps/designs-2.xml")).body);
    expect(second.map((url) => url.url)).toEqual([
      `${SITE}/design/${designIds[2]}`,
      `${SITE}/design/${designIds[2]}?lang=zh-HK`,
    ]);
    expect(files[3]?.lastmod).toBe(second[0]?.lastmod);
    await app.close();
  });
});
