import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { marketingEn } from "#shared/i18n/en/marketing.ts";
import { createEnglishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { marketingZhHk } from "#shared/i18n/zh-HK/marketing.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { DEMO, expect, PASSWORD, signIn, test } from "./support/fixtures.ts";

const BRAND = "Nestmatch";

/** Each English string of the catalogues beside the Chinese one at the same place. */
function pairs(english: unknown, chinese: unknown): [string, string][] {
  if (typeof english === "string") return [[english, String(chinese)]];
  if (english && typeof english === "object" && chinese && typeof chinese === "object") {
    return Object.entries(english).flatMap(([key, value]) =>
      pairs(value, (chinese as Record<string, unknown>)[key]),
    );
  }
  return [];
}

/** The English words of the interface: catalogue texts that the Chinese catalogue writes differently. */
const ENGLISH_UI_TEXTS = new Set(
  [
    ...pairs(createEnglishMessages(BRAND), createChineseMessages(BRAND)),
    ...pairs(marketingEn(BRAND), marketingZhHk(BRAND)),
  ]
    .filter(([english, chinese]) => english !== chinese && /[A-Za-z]{3,}/.test(english))
    .map(([english]) => english.trim()),
);

/** Every piece of text a reader meets on the page: text nodes and the names of controls and images. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Words marked as another language (the switch naming "English", a listing in its original) are meant.
      if (
        !parent ||
        parent.closest("script, style, [hidden]") ||
        parent.closest("[lang]")?.getAttribute("lang") === "en"
      )
        continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (element.closest("[lang]")?.getAttribute("lang") === "en") continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

async function expectAllChinese(page: Page, path: string) {
  await page.goto(path);
  // Still at the address: a page that sent a signed-out reader to sign in would be checked in its place.
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(page.locator("main")).not.toBeEmpty();
  await expect(page.locator("main .animate-spin, main .animate-pulse")).toHaveCount(0);
  const english = (await visibleTexts(page)).filter((text) => ENGLISH_UI_TEXTS.has(text));
  expect(english, `English interface words on ${path}`).toEqual([]);
}

/** The choice as the switch makes it: remembered by this browser (and the account when signed in). */
async function chooseChinese(page: Page) {
  const response = await page.request.put("/api/user/locale", { data: { locale: "zh-HK" } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Chinese in this browser only, so the shared demo accounts keep English for every other spec. */
async function browseInChinese(page: Page) {
  const url = test.info().project.use.baseURL ?? "";
  await page.context().addCookies([{ name: "locale", value: "zh-HK", url }]);
}

async function firstDesignId(page: Page): Promise<string> {
  const featured = (await (await page.request.get("/api/featured-designs")).json()) as { id: string }[];
  return featured[0]?.id ?? "";
}

test("the language switch turns a visitor's pages into Chinese, and the choice survives a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const en = createEnglishMessages(BRAND);
  const zh = createChineseMessages(BRAND);
  await page.goto("/designs");
  await expect(page.getByRole("heading", { name: en.designs.browse.title, exact: true })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "繁體中文" }).click();
  await expect(page.getByRole("heading", { name: zh.designs.browse.title, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(page.getByRole("heading", { name: zh.designs.browse.title, exact: true })).toBeVisible();

  const designId = await firstDesignId(page);
  for (const path of [
    "/",
    "/designs",
    `/design/${designId}`,
    "/how-it-works",
    "/about",
    "/for-designers",
    "/for-clients",
    "/contact",
    "/privacy",
    "/terms",
    "/cookies",
    "/sign-in",
    "/sign-up",
    "/forgot-password",
    "/design-request",
    "/no-such-page",
  ]) {
    await expectAllChinese(page, path);
  }

  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a client's and an admin's screens are all in Chinese", async ({ page, client }) => {
  test.setTimeout(90_000);
  await chooseChinese(page);
  await page.goto("/");
  const zh = createChineseMessages(BRAND);
  await expect(page.getByRole("heading", { name: zh.profile.home.greeting(client.firstName) })).toBeVisible();
  for (const path of ["/", "/dashboard/my-forms", "/profile", "/saved-designs"]) {
    await expectAllChinese(page, path);
  }
  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  await browseInChinese(page);
  for (const path of [
    "/dashboard",
    "/dashboard/forms",
    "/dashboard/clients",
    "/dashboard/designers",
    "/dashboard/messages",
    "/dashboard/deliveries",
    "/dashboard/portfolio",
  ]) {
    await expectAllChinese(page, path);
  }
});

test("a designer's screens are all in Chinese", async ({ page }) => {
  await signIn(page, DEMO.designer);
  await browseInChinese(page);
  for (const path of ["/dashboard", "/dashboard/portfolio", "/dashboard/requests", "/dashboard/profile"]) {
    await expectAllChinese(page, path);
  }
});

test("the choice survives signing in, and follows the account to another browser", async ({
  page,
  browser,
  client,
}) => {
  const zh = createChineseMessages(BRAND);
  await page.request.post("/api/auth/logout");
  await page.goto("/sign-in");
  await page.getByRole("banner").getByRole("link", { name: "繁體中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await page.getByLabel(zh.auth.fields.email).fill(client.email);
  await page.getByLabel(zh.auth.fields.password).fill(PASSWORD);
  await page.getByRole("button", { name: zh.auth.signIn.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");

  const elsewhere = await browser.newPage({ baseURL: test.info().project.use.baseURL });
  await signIn(elsewhere, client);
  await elsewhere.goto("/dashboard/my-forms");
  await expect(elsewhere.locator("html")).toHaveAttribute("lang", "zh-HK");
  await elsewhere.close();
});

test("a Chinese address in an English browser: the page's own calls answer in Chinese, the bell's notices too", async ({
  page,
  client,
  browser,
}) => {
  test.setTimeout(90_000);
  const zh = createChineseMessages(BRAND);
  const lastName = `Lang${randomBytes(3).toString("hex")}`;
  const profile = await page.request.patch("/api/user/profile", {
    data: { firstName: client.firstName, lastName, phoneNumber: "+852 9123 4567" },
  });
  expect(profile.status()).toBe(200);
  // Written while the admin reads English: the notice is put into words again when read.
  const created = await page.request.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);

  const admin = await browser.newPage({ baseURL: test.info().project.use.baseURL, locale: "en-GB" });
  await signIn(admin, DEMO.admin);
  await admin.goto("/dashboard?lang=zh-HK");
  await expect(admin.locator("html")).toHaveAttribute("lang", "zh-HK");
  await admin.getByTestId("notifications-bell").click();
  await expect(
    admin
      .getByRole("menuitem")
      .filter({ hasText: zh.matching.notifications.newRequest.title(`${client.firstName} ${lastName}`) }),
  ).toHaveCount(1);
  // The next page's address has no ?lang=, and it stays in Chinese.
  await admin.keyboard.press("Escape");
  await admin.goto("/dashboard/forms");
  await expect(admin.locator("html")).toHaveAttribute("lang", "zh-HK");
  await admin.close();
});
