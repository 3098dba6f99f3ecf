import { expect, type Page, test } from "@playwright/test";
import { marketingEn } from "#shared/i18n/en/marketing.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { marketingZhHk } from "#shared/i18n/zh-HK/marketing.ts";
import { DEMO, signIn } from "./support/fixtures.ts";

/*
 * Issue 20: public pages arrive as complete HTML in the reader's language with their data inside, and the
 * browser hydrates them without a mismatch and without asking for that data again.
 */

const en = { ...englishMessages, marketing: marketingEn("Nestmatch") };
const zh = { ...createChineseMessages("Nestmatch"), marketing: marketingZhHk("Nestmatch") };

interface PublicPage {
  path: string;
  /** Text the page's own content shows, read from the server's HTML alone. */
  text: (m: typeof en) => string;
}

async function firstIds(page: Page): Promise<{ design: string; designer: string; designTitle: string }> {
  const designs = (await (await page.request.get("/api/portfolio?page=1")).json()) as {
    items: { id: string; title: string; designer: { id: string } | null }[];
  };
  const design = designs.items.find((item) => item.designer);
  if (!design?.designer) throw new Error("The demo catalogue has no design with a designer");
  return { design: design.id, designer: design.designer.id, designTitle: design.title };
}

/** Records what a page logs as an error and which API reads it makes, from the first byte on. */
function watch(page: Page) {
  const errors: string[] = [];
  const reads: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) reads.push(`${url.pathname}${url.search}`);
  });
  return { errors, reads };
}

/** The page is hydrated once a click on a client-side link changes the address without a new document. */
async function expectHydrated(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", /.+/);
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}

test.describe("server-rendered public pages", () => {
  const pages: PublicPage[] = [
    { path: "/", text: (m) => m.marketing.landing.hero.title },
    { path: "/designs", text: (m) => m.designs.browse.title },
    { path: "/designers", text: (m) => m.app.meta.pages.designerDirectory.title },
    { path: "/about", text: (m) => m.marketing.about.hero.title },
    { path: "/contact", text: (m) => m.app.meta.pages.contact.title },
  ];

  for (const { path, text } of pages) {
    for (const [lang, m] of [
      ["en", en],
      ["zh-HK", zh],
    ] as const) {
      test(`${path} in ${lang} is whole without JavaScript and hydrates without a mismatch or a second read`, async ({
        browser,
      }) => {
        const address = `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
        const noScript = await browser.newContext({ javaScriptEnabled: false });
        const bare = await noScript.newPage();
        await bare.goto(address);
        await expect(bare.locator("main")).toContainText(text(m));
        await expect(bare.locator("main")).not.toContainText(m.app.states.loading);
        await noScript.close();

        const context = await browser.newContext();
        const page = await context.newPage();
        const seen = watch(page);
        await page.goto(address, { waitUntil: "networkidle" });
        await expectHydrated(page);
        expect(seen.errors).toEqual([]);
        expect(seen.reads).toEqual([]);
        await context.close();
      });
    }
  }

  test("a design's and a designer's pages carry their data; the catalogue's filters come from the address", async ({
    page,
    browser,
  }) => {
    const ids = await firstIds(page);
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();

    await bare.goto(`/design/${ids.design}`);
    await expect(bare.getByRole("heading", { level: 1 })).toHaveText(ids.designTitle);
    // The likely largest paint is fetched first, the main photo of the design.
    await expect(bare.locator('main img[fetchpriority="high"]')).toHaveCount(1);

    await bare.goto(`/designers/${ids.designer}`);
    await expect(bare.getByRole("heading", { level: 1 })).not.toBeEmpty();

    const filtered = await (await page.request.get("/api/portfolio?style=Modern&page=1")).json();
    await bare.goto("/designs?style=Modern");
    await expect(bare.getByRole("status")).toHaveText(en.designs.browse.results(filtered.total));
    await expect(bare.locator("main article").first()).toContainText(filtered.items[0].title);
    await noScript.close();

    const seen = watch(page);
    await page.goto(`/design/${ids.design}`, { waitUntil: "networkidle" });
    await expectHydrated(page);
    expect(seen.errors).toEqual([]);
    expect(seen.reads).toEqual([]);

    // Hydrated, the page works as before: a client-side link leads on, and the catalogue asks for its data then.
    await page.getByRole("link", { name: en.designs.detail.back }).click();
    await expect(page).toHaveURL(/\/designs$/);
    await expect(page.getByRole("heading", { level: 1, name: en.designs.browse.title })).toBeVisible();
    expect(seen.errors).toEqual([]);
  });

  test("a server-rendered form takes input only once hydrated: nothing typed is lost or sent in the address", async ({
    page,
  }) => {
    // The scripts arrive late here, as on a slow phone, so the typing surely starts before hydration.
    await page.route("**/assets/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const addresses: string[] = [];
    page.on("request", (request) => addresses.push(request.url()));
    await page.goto("/sign-in", { waitUntil: "commit" });
    const email = page.getByLabel(en.auth.fields.email);
    await email.fill("quick@example.com");
    await page.getByLabel(en.auth.fields.password).fill("not the password at all");
    await page.getByLabel(en.auth.fields.password).press("Enter");
    // The app's own sign-in answered (wrong password), not a plain form post of the page.
    await expect(page.getByText(en.auth.signIn.failed, { exact: true })).toBeVisible();
    await expect(email).toHaveValue("quick@example.com");
    expect(addresses.filter((address) => address.includes("password"))).toEqual([]);

    await page.goto("/designs", { waitUntil: "commit" });
    const search = page.getByRole("searchbox").first();
    await search.fill("harbour");
    await expectHydrated(page);
    await expect(search).toHaveValue("harbour");
  });

  test("a signed-in homeowner's public page is rendered for them and hydrates cleanly", async ({ page }) => {
    await signIn(page, DEMO.client);
    const seen = watch(page);
    const response = await page.goto("/designs", { waitUntil: "networkidle" });
    expect(response?.headers()["cache-control"]).toBe("private, no-cache");
    const html = (await response?.text()) ?? "";
    expect(html).toContain(DEMO.client.email);
    await expectHydrated(page);
    expect(seen.errors).toEqual([]);
    expect(seen.reads.filter((read) => read.startsWith("/api/portfolio"))).toEqual([]);
  });
});
