import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { buildApp } from "../app.ts";
import { createUser } from "../auth/users.ts";
import { designerProfiles } from "../db/schema/index.ts";
import { insertDesign } from "../designs/service.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { uniqueEmail } from "../test-support/users.ts";

const pages = englishMessages.app.meta;
const chinese = createAllMessages("Casa HK")["zh-HK"].app.meta;
const chineseHeads = createAllMessages("Casa HK")["zh-HK"].pageHeads;
let t: TestApp;
let web: Awaited<ReturnType<typeof buildApp>>;
let clientDir: string;
let designId: string;
let designerId: string;

beforeAll(async () => {
  t = await createTestApp({ BRAND_NAME: "Casa HK", PUBLIC_URL: "https://casa.example" });
  clientDir = mkdtempSync(join(tmpdir(), "nestmatch-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "console.log('app')");
  writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
  web = await buildApp({ config: t.config, database: t.database, storage: t.storage, clientDir });
  const designer = await createUser(t.database.db, {
    email: uniqueEmail("d"),
    password: "long enough pw",
    role: "designer",
    firstName: "Dee",
    lastName: "Signer",
  });
  designerId = designer.id;
  await t.database.db
    .insert(designerProfiles)
    .values({ userId: designer.id, isVetted: true, bioEn: "Calm homes.", districts: ["Wan Chai"] });
  designId = await insertDesign(
    t.database.db,
    {
      designerId: designer.id,
      titleEn: "Harbour <flat> & friends",
      descriptionEn: "A bright flat.",
      styles: ["Modern"],
      budgetMin: 100_000,
      budgetMax: 200_000,
    },
    [{ storageKey: "designs/x/main.jpg", width: 1600, height: 1067, position: 0, isMain: true }],
  );
});
afterAll(async () => {
  await web.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The JSON-LD of a page, parsed. */
function structuredData(html: string): Record<string, unknown> {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error("The page has no JSON-LD");
  return JSON.parse(json);
}

async function setVetted(isVetted: boolean) {
  await t.database.db
    .update(designerProfiles)
    .set({ isVetted })
    .where(eq(designerProfiles.userId, designerId));
}

describe("the page's language", () => {
  it("answers in English by default, naming the Chinese address as an alternate", async () => {
    const response = await web.inject("/about/");
    expect(response.body).toContain('<html lang="en">');
    expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
    expect(response.body).toContain('<meta property="og:locale" content="en_HK">');
    expect(response.body).toContain('<meta property="og:locale:alternate" content="zh_HK">');
    expect(response.body).toContain('<link rel="canonical" href="https://casa.example/about">');
    expect(response.body).toContain('<link rel="alternate" hreflang="en" href="https://casa.example/about">');
    expect(response.body).toContain(
      '<link rel="alternate" hreflang="zh-HK" href="https://casa.example/about?lang=zh-HK">',
    );
    expect(response.body).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://casa.example/about">',
    );
  });

  it("answers in Chinese for ?lang=zh-HK, with that address as canonical and other parameters dropped", async () => {
    const response = await web.inject("/about?utm_source=mail&lang=zh-HK");
    expect(response.body).toContain('<html lang="zh-HK">');
    expect(response.body).toContain(`<title>${chinese.titleTemplate(chinese.pages.about.title)}</title>`);
    expect(response.body).toContain(`<meta name="description" content="${chineseHeads.descriptions.about}">`);
    expect(response.body).toContain('<meta property="og:locale" content="zh_HK">');
    expect(response.body).toContain('<meta property="og:locale:alternate" content="en_HK">');
    expect(response.body).toContain('<link rel="canonical" href="https://casa.example/about?lang=zh-HK">');
    expect(response.body).toContain(
      '<meta property="og:url" content="https://casa.example/about?lang=zh-HK">',
    );
  });

  it("follows the remembered choice, then the browser's languages; the address's ?lang= wins", async () => {
    const byBrowser = await web.inject({ url: "/designs", headers: { "accept-language": "zh-HK,en;q=0.5" } });
    expect(byBrowser.body).toContain('<html lang="zh-HK">');
    expect(byBrowser.body).toContain('<link rel="canonical" href="https://casa.example/designs?lang=zh-HK">');
    const byCookie = await web.inject({ url: "/designs", headers: { cookie: "locale=zh-HK" } });
    expect(byCookie.body).toContain(`<title>${chinese.titleTemplate(chinese.pages.designs.title)}</title>`);
    const byAddress = await web.inject({ url: "/designs?lang=en", headers: { cookie: "locale=zh-HK" } });
    expect(byAddress.body).toContain('<html lang="en">');
    expect(byAddress.body).toContain('<link rel="canonical" href="https://casa.example/designs">');
  });

  it("remembers the language an address names, so the page's calls and later pages answer in it", async () => {
    const localeCookie = (response: { cookies: { name: string; value: string }[] }) =>
      response.cookies.find((cookie) => cookie.name === "locale");
    const linked = await web.inject({ url: "/designs?lang=zh-HK", headers: { "accept-language": "en" } });
    expect(localeCookie(linked)).toMatchObject({ value: "zh-HK", path: "/", sameSite: "Lax" });
    const back = await web.inject({ url: "/designs?lang=en", headers: { cookie: "locale=zh-HK" } });
    expect(localeCookie(back)?.value).toBe("en");
    const same = await web.inject({ url: "/designs?lang=zh-HK", headers: { cookie: "locale=zh-HK" } });
    expect(localeCookie(same)).toBeUndefined();
    const plain = await web.inject({ url: "/designs", headers: { "accept-language": "zh-HK" } });
    expect(localeCookie(plain)).toBeUndefined();
  });

  it("gives private, sign-in and unknown pages noindex and no alternates, in the reader's language", async () => {
    for (const path of ["/dashboard?lang=zh-HK", "/sign-in?lang=zh-HK", "/no/such/page?lang=zh-HK"]) {
      const response = await web.inject(path);
      expect(response.body).toContain('<html lang="zh-HK">');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain("hreflang");
      expect(response.body).not.toContain("application/ld+json");
    }
  });
});

describe("structured data", () => {
  it("describes the site and its company on the landing page", async () => {
    for (const path of ["/", "/landing"]) {
      const data = structuredData((await web.inject(path)).body);
      expect(data["@graph"]).toEqual([
        expect.objectContaining({ "@type": "Organization", name: "Casa HK", url: "https://casa.example/" }),
        expect.objectContaining({ "@type": "WebSite", name: "Casa HK", url: "https://casa.example/" }),
      ]);
    }
    expect((await web.inject("/about")).body).not.toContain("application/ld+json");
  });

  it("describes a design as a creative work by its designer, escaped inside the script", async () => {
    await setVetted(true);
    const html = (await web.inject(`/design/${designId}?lang=zh-HK`)).body;
    const script = /<script type="application\/ld\+json">.*?<\/script>/s.exec(html)?.[0] ?? "";
    expect(script).toContain("Harbour \\u003cflat\\u003e \\u0026 friends");
    expect(script).not.toContain("<flat>");
    expect(structuredData(html)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: "Harbour <flat> & friends",
      url: `https://casa.example/design/${designId}?lang=zh-HK`,
      image: ["https://casa.example/uploads/designs/x/main.jpg?w=1280&q=85&f=jpg"],
      creator: {
        "@type": "Person",
        name: "Dee Signer",
        url: `https://casa.example/designers/${designerId}?lang=zh-HK`,
      },
    });
  });

  it("describes a vetted designer as a professional service with the districts served", async () => {
    await setVetted(true);
    const data = structuredData((await web.inject(`/designers/${designerId}?lang=zh-HK`)).body);
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      name: "Dee Signer",
      description: "Calm homes.",
      url: `https://casa.example/designers/${designerId}?lang=zh-HK`,
      areaServed: [{ "@type": "AdministrativeArea", name: "灣仔" }],
    });
    // No reviews yet: no rating to show.
    expect(data).not.toHaveProperty("aggregateRating");
  });
});

describe("serving the client", () => {
  it("writes each public page's head with the configured brand", async () => {
    const response = await web.inject("/about");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain("<title>About Us | Casa HK - Interior Design Platform Hong Kong</title>");
    expect(response.body).toContain('<link rel="canonical" href="https://casa.example/about">');
    expect(response.body).toContain('<meta property="og:image" content="https://casa.example/og-image.jpg">');
    expect(response.body).toContain('<meta name="application-name" content="Casa HK">');
    expect(response.body).not.toContain("noindex");
  });

  it("gives a design page the design's own title and photo, escaped", async () => {
    const response = await web.inject(`/design/${designId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Harbour &lt;flat&gt; &amp; friends | Casa HK");
    expect(response.body).toContain(
      '<meta property="og:image" content="https://casa.example/uploads/designs/x/main.jpg?w=1280&amp;q=85&amp;f=jpg">',
    );
  });

  it("gives a vetted designer's page their name, and an un-vetted one a 404", async () => {
    const response = await web.inject(`/designers/${designerId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<title>Dee Signer | Casa HK");
    expect(response.body).toContain('<meta name="description" content="Calm homes.">');
    await t.database.db
      .update(designerProfiles)
      .set({ isVetted: false })
      .where(eq(designerProfiles.userId, designerId));
    expect((await web.inject(`/designers/${designerId}`)).statusCode).toBe(404);
  });

  it("answers 404 with the shell for unknown paths and unknown designs", async () => {
    for (const path of ["/no/such/page", "/design/00000000-0000-4000-8000-000000000000", "/design/nope"]) {
      const response = await web.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.body).toContain(
        `<title>${pages.titleTemplate("Page Not Found").replace("Nestmatch", "Casa HK")}</title>`,
      );
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("keeps private pages out of search engines", async () => {
    const response = await web.inject("/dashboard/forms");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta name="robots" content="noindex">');
  });

  it("serves hashed assets as immutable and other files for an hour; never the raw template", async () => {
    const asset = await web.inject("/assets/index-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await web.inject("/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    const raw = await web.inject("/index.html");
    expect(raw.body).not.toContain("<!--app-head-->");
  });

  it("keeps API 404s as JSON", async () => {
    const response = await web.inject("/api/nothing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found: GET /api/nothing" });
  });
});
