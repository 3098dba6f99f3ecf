import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import { buildApp } from "../app.ts";
import { injectAs } from "../test-support/inject.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { nextAddress, type SignedIn, signedInUser } from "../test-support/users.ts";

/*
 * Bilingual listings (issue 19 §12): designers write in English, Chinese or both; readers get their
 * language, or the other one marked as a fallback; the search finds Chinese words in Chinese text
 * and style words across languages. Runs on PostgreSQL too (TEST_DATABASE_URL).
 */

let t: TestApp;
let web: FastifyInstance;
let clientDir: string;
let designer: SignedIn;
const ids = { chineseOnly: "", both: "", nordic: "", minimal: "" };

const budget = { min: "HK$100,000", max: "HK$300,000" };
const CHINESE_ONLY = {
  titleZh: "深水埗唐樓翻新",
  descriptionZh: "保留舊式紙皮石地磚，加入水磨石廚房枱面和黑鋼層架。",
  style: ["Industrial"],
  budget,
};
const BOTH = {
  titleEn: "Tai Po family flat",
  descriptionEn: "Pale oak, rounded corners and washable paint for a young family.",
  titleZh: "大埔親子單位",
  descriptionZh: "淺橡木、圓角櫃和可抹洗油漆，適合有小朋友的家庭。",
  style: ["Modern"],
  budget,
};
const NORDIC = {
  titleEn: "Sage nursery in Fo Tan",
  descriptionEn: "Soft sage walls, a beech cot and low open shelves.",
  style: ["Scandinavian"],
  budget,
};
const MINIMAL = {
  titleEn: "Quiet studio in Wan Chai",
  descriptionEn: "Handleless white joinery and nothing on show.",
  style: ["Minimalist"],
  budget,
};

/** A call as a reader of `locale` (their remembered choice), optionally signed in. */
function read(url: string, locale: Locale, who?: SignedIn) {
  const cookie = [`locale=${locale}`, who?.cookie].filter(Boolean).join("; ");
  return t.app.inject({ method: "GET", url, headers: { cookie }, remoteAddress: nextAddress() });
}

async function create(fields: object): Promise<Design> {
  const response = await injectAs(t, "POST", "/api/portfolio", designer, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Design>();
}

async function found(q: string, locale: Locale = "en"): Promise<string[]> {
  const response = await read(`/api/portfolio?q=${encodeURIComponent(q)}&pageSize=60`, locale);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DesignPage>().items.map((design) => design.id);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://casa.example" });
  designer = await signedInUser(t, "designer", { firstName: "Mei", lastName: "Chan" });
  ids.chineseOnly = (await create(CHINESE_ONLY)).id;
  ids.both = (await create(BOTH)).id;
  ids.nordic = (await create(NORDIC)).id;
  ids.minimal = (await create(MINIMAL)).id;

  clientDir = mkdtempSync(join(tmpdir(), "nestmatch-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html>\n<html lang="en">\n<head>\n<!--app-head-->\n</head>\n<body><div id="root"></div></body>\n</html>\n',
  );
  web = await buildApp({ config: t.config, database: t.database, storage: t.storage, clientDir });
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

describe("a design in the reader's language", () => {
  it("shows a Chinese-only design to an English reader in Chinese, marked as a fallback", async () => {
    const english = (await read(`/api/portfolio/${ids.chineseOnly}`, "en")).json<Design>();
    expect(english).toMatchObject({
      title: CHINESE_ONLY.titleZh,
      description: CHINESE_ONLY.descriptionZh,
      lang: "zh-HK",
      isFallback: true,
      texts: { en: null, "zh-HK": { title: CHINESE_ONLY.titleZh } },
    });
    const chinese = (await read(`/api/portfolio/${ids.chineseOnly}`, "zh-HK")).json<Design>();
    expect(chinese).toMatchObject({ title: CHINESE_ONLY.titleZh, lang: "zh-HK", isFallback: false });
  });

  it("gives each reader their own language of a design written in both", async () => {
    const english = (await read(`/api/portfolio/${ids.both}`, "en")).json<Design>();
    expect(english).toMatchObject({ title: BOTH.titleEn, lang: "en", isFallback: false });
    const chinese = (await read(`/api/portfolio/${ids.both}`, "zh-HK")).json<Design>();
    expect(chinese).toMatchObject({
      title: BOTH.titleZh,
      description: BOTH.descriptionZh,
      lang: "zh-HK",
      isFallback: false,
      texts: { en: { title: BOTH.titleEn }, "zh-HK": { title: BOTH.titleZh } },
    });
  });

  it("answers the catalogue list in each reader's language, one after the other (no shared cached answer)", async () => {
    const titleIn = async (locale: Locale) =>
      (await read("/api/portfolio?pageSize=60", locale))
        .json<DesignPage>()
        .items.find((design) => design.id === ids.both);
    expect(await titleIn("en")).toMatchObject({ title: BOTH.titleEn, lang: "en" });
    expect(await titleIn("zh-HK")).toMatchObject({ title: BOTH.titleZh, lang: "zh-HK" });
    const english = await read("/api/portfolio?pageSize=60", "en");
    expect(english.headers.vary).toContain("Accept-Language");
    const fallback = english.json<DesignPage>().items.find((design) => design.id === ids.nordic);
    expect(fallback).toMatchObject({ lang: "en", isFallback: false });
    const chineseFallback = (await read("/api/portfolio?pageSize=60", "zh-HK"))
      .json<DesignPage>()
      .items.find((design) => design.id === ids.nordic);
    expect(chineseFallback).toMatchObject({ title: NORDIC.titleEn, lang: "en", isFallback: true });
  });

  it("names a Chinese-only design in Chinese in its page's title and description, in any language", async () => {
    const html = (await web.inject(`/design/${ids.chineseOnly}`)).body;
    expect(html).toContain(`<title>${CHINESE_ONLY.titleZh} | `);
    expect(html).toContain(`<meta name="description" content="${CHINESE_ONLY.descriptionZh}">`);
    const chinese = (await web.inject(`/design/${ids.both}?lang=zh-HK`)).body;
    expect(chinese).toContain(`<title>${BOTH.titleZh} | `);
  });
});

describe("writing a design in one language or both", () => {
  const fields = { style: ["Modern"], budget };

  it.each([
    ["no language at all", {}, "Write the title and description in English, in Chinese, or in both"],
    [
      "blank texts",
      { titleEn: " ", descriptionEn: "", titleZh: "", descriptionZh: "  " },
      "Write the title and description in English, in Chinese, or in both",
    ],
    [
      "a Chinese title without its description",
      { titleZh: "海景單位" },
      "The Chinese description must be at least 5 characters",
    ],
    [
      "a Chinese description without its title",
      { descriptionZh: "淺橡木和白牆。" },
      "The Chinese title must be at least 2 characters",
    ],
    [
      "an English description without its title",
      { descriptionEn: "Oak floors and white walls." },
      "Title must be at least 3 characters",
    ],
  ])("refuses %s with a message", async (_case, texts, message) => {
    const response = await injectAs(t, "POST", "/api/portfolio", designer, { ...fields, ...texts });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it("says so in Chinese to a Chinese reader", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/portfolio",
      payload: fields,
      headers: { cookie: `${designer.cookie}; locale=zh-HK` },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "請以英文、中文或兩種語言填寫標題及描述" });
  });

  it("accepts a two-character Chinese title, and drops a language cleared on edit", async () => {
    const created = await create({ ...BOTH, titleZh: "海景" });
    expect(created.texts["zh-HK"]).toEqual({ title: "海景", description: BOTH.descriptionZh });
    const edited = await injectAs(t, "PATCH", `/api/portfolio/${created.id}`, designer, {
      ...BOTH,
      titleZh: "",
      descriptionZh: "",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Design>().texts).toEqual({
      en: { title: BOTH.titleEn, description: BOTH.descriptionEn },
      "zh-HK": null,
    });
    await injectAs(t, "DELETE", `/api/portfolio/${created.id}`, designer);
  });
});

describe("the catalogue search in Chinese", () => {
  it("finds a Chinese word in a Chinese description", async () => {
    expect(await found("水磨石")).toEqual([ids.chineseOnly]);
    expect(await found("紙皮石", "zh-HK")).toEqual([ids.chineseOnly]);
    // Its characters in another order are another word.
    expect(await found("石磨水")).toEqual([]);
  });

  it("finds Chinese words of a title, and a sentence of them without spaces", async () => {
    expect(await found("唐樓")).toEqual([ids.chineseOnly]);
    expect(await found("深水埗唐樓翻新")).toEqual([ids.chineseOnly]);
    expect(await found("親子單位 oak")).toEqual([ids.both]);
  });

  it("maps style words across languages", async () => {
    expect(await found("北歐")).toEqual([ids.nordic]);
    expect(await found("nordic")).toEqual([ids.nordic]);
    expect(await found("簡約")).toEqual([ids.minimal]);
    expect(await found("北歐嬰兒房")).toEqual([]);
    expect(await found("北歐 nursery")).toEqual([ids.nordic]);
    expect(await found("工業風")).toEqual([ids.chineseOnly]);
  });

  it("reads full-width letters as ordinary ones", async () => {
    expect(await found("ＯＡＫ")).toContain(ids.both);
  });
});

describe("a designer's bio in the reader's language", () => {
  it("shows a Chinese-only bio to an English reader, marked as a fallback", async () => {
    const admin = await signedInUser(t, "admin");
    const saved = await injectAs(t, "PUT", "/api/designer/profile", designer, {
      bioEn: "",
      bioZh: "專注小單位的收納設計。",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ bioEn: "", bioZh: "專注小單位的收納設計。" });
    await injectAs(t, "PATCH", `/api/admin/designers/${designer.user.id}/vetting`, admin, { isVetted: true });

    const english = (await read(`/api/designers/${designer.user.id}`, "en")).json<PublicDesignerProfile>();
    expect(english).toMatchObject({ bio: "專注小單位的收納設計。", bioLang: "zh-HK", bioIsFallback: true });
    expect(english.portfolio.find((design) => design.id === ids.chineseOnly)).toMatchObject({
      lang: "zh-HK",
      isFallback: true,
    });
    const chinese = (await read(`/api/designers/${designer.user.id}`, "zh-HK")).json<PublicDesignerProfile>();
    expect(chinese).toMatchObject({ bioLang: "zh-HK", bioIsFallback: false });

    const page = (await web.inject(`/designers/${designer.user.id}`)).body;
    expect(page).toContain(`<meta name="description" content="專注小單位的收納設計。">`);
  });

  it("gives a bio written in both languages in the reader's own", async () => {
    await injectAs(t, "PUT", "/api/designer/profile", designer, {
      bioEn: "Storage for small flats.",
      bioZh: "專注小單位的收納設計。",
    });
    const english = (await read(`/api/designers/${designer.user.id}`, "en")).json<PublicDesignerProfile>();
    expect(english).toMatchObject({ bio: "Storage for small flats.", bioLang: "en", bioIsFallback: false });
  });
});
