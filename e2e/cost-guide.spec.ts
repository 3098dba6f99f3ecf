import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { costGuideEn } from "#shared/i18n/en/cost-guide.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { costGuideZhHk } from "#shared/i18n/zh-HK/cost-guide.ts";
import { buildApp } from "../src/server/app.ts";
import { createUser } from "../src/server/auth/users.ts";
import { loadConfig } from "../src/server/config.ts";
import type { Database } from "../src/server/db/client.ts";
import { openMigratedDatabase } from "../src/server/db/migrate.ts";
import { designRequests } from "../src/server/db/schema/index.ts";
import { createDiskStorage } from "../src/server/lib/storage/disk-storage.ts";
import { refreshCostGuide } from "../src/server/matching/cost-guide.ts";
import { CLIENT_BUILD_DIR } from "../src/server/paths.ts";
import { expect, freshEmail, PASSWORD, test } from "./support/fixtures.ts";

/*
 * Issue 22 §2: the cost guide hides thin cells. The shared test server carries the demo history, where every
 * cell is full, so this spec runs its own server (the real app and built client, in this worker) on an empty
 * database it writes its fixtures into, and refreshes the guide as the nightly job does.
 */

const en = costGuideEn(DEFAULT_BRAND);
const zh = costGuideZhHk(DEFAULT_BRAND);
const f = englishMessages.requests.form;

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let base: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "nestmatch-cost-guide-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PORT: "0",
    AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    WRITE_LIMIT_FACTOR: "1000",
  });
  database = await openMigratedDatabase(config, "the cost guide's browser test");
  app = await buildApp({
    config,
    database,
    storage: createDiskStorage(join(dataDir, "uploads")),
    clientDir: CLIENT_BUILD_DIR,
  });
  base = await app.listen({ host: "127.0.0.1", port: 0 });
});
test.afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function homeowner(): Promise<string> {
  const user = await createUser(database.db, {
    email: freshEmail("cost-guide"),
    password: PASSWORD,
    role: "client",
    firstName: "Mei",
    lastName: "Chan",
    phoneNumber: "+852 9123 4567",
  });
  return user.id;
}

/** `count` homeowners' requests for a 1,000 sq ft home of this type, at HK$1,000 per sq ft. */
async function homes(count: number, propertyType: string) {
  for (let i = 0; i < count; i += 1)
    await database.db.insert(designRequests).values({
      clientId: await homeowner(),
      propertyAddress: "Flat 1A, 1 Test Road",
      propertyType,
      projectType: "Full Design",
      district: "Sha Tin",
      designStyles: ["Modern"],
      description: "A home for the cost guide's browser test.",
      mobileNumber: "+852 9123 4567",
      squareFootage: 1000,
      budgetMin: 900_000,
      budgetMax: 1_100_000,
      agreedToTermsAt: new Date(),
    });
}

const row = (page: import("@playwright/test").Page, key: string) =>
  page.locator(`#budget-by-property-type tr[data-key="${key}"]`);

test("a cell with 4 independent requests is not shown, with 5 it is: in the server's HTML, without JavaScript and hydrated", async ({
  browser,
}) => {
  await homes(4, "House");
  await homes(6, "Apartment");
  await refreshCostGuide(database.db);

  // The server's HTML alone carries the figures, the thin row's notice and the structured data.
  const html = await (await fetch(`${base}/cost-guide`)).text();
  expect(html).toContain(en.title);
  expect(html).toContain(en.notShown(5));
  expect(html).toContain('"@type":"Dataset"');
  expect(html).not.toContain("Test Road");

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: base });
  const bare = await noScript.newPage();
  await bare.goto("/cost-guide");
  await expect(bare.getByRole("heading", { level: 1 })).toHaveText(en.title);
  await expect(row(bare, "House")).toHaveAttribute("data-shown", "false");
  await expect(row(bare, "House")).toContainText(en.notShown(5));
  await expect(row(bare, "Apartment")).toHaveAttribute("data-shown", "true");
  await expect(row(bare, "Apartment")).toContainText(en.fromRequests(6));
  await expect(row(bare, "Apartment")).toContainText("HK$1,000");

  await homes(1, "House");
  await refreshCostGuide(database.db);
  await bare.goto("/cost-guide");
  await expect(row(bare, "House")).toHaveAttribute("data-shown", "true");
  await expect(row(bare, "House")).toContainText(en.fromRequests(5));
  await noScript.close();

  // Hydrated: no mismatch, and the data embedded in the page is not asked for again.
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const errors: string[] = [];
  const reads: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) reads.push(request.url());
  });
  await page.goto("/cost-guide", { waitUntil: "networkidle" });
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return !!root && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
  await expect(row(page, "House")).toContainText(en.fromRequests(5));
  expect(errors).toEqual([]);
  expect(reads).toEqual([]);
  await context.close();
});

test("reads in Chinese, and fits a 390 px phone", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/cost-guide?lang=zh-HK");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.title);
  await expect(row(page, "Apartment")).toContainText(zh.propertyTypes.Apartment);
  await expect(row(page, "Townhouse")).toContainText(zh.notShown(5));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // No figure spills out of its cell (the median column does not wrap).
  const spilling = await page
    .locator("table th, table td")
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
    );
  expect(spilling).toEqual([]);
  await context.close();
});

test("the request form links to the guide, in a new tab, at homes like the one described", async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const user = await createUser(database.db, {
    email: freshEmail("cost-guide-form"),
    password: PASSWORD,
    role: "client",
    firstName: "Ka",
    lastName: "Wong",
    phoneNumber: "+852 9876 5432",
  });
  const signedIn = await page.request.post("/api/auth/login", {
    data: { email: user.email, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  await page.goto("/design-request");
  await page.getByLabel(f.fields.propertyType).selectOption("House");
  await page.getByLabel(f.fields.district).selectOption("Sha Tin");
  const link = page.getByRole("link", { name: f.costGuide.link });
  await expect(link).toHaveAttribute("target", "_blank");
  const [guide] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await guide.waitForLoadState();
  expect(new URL(guide.url()).searchParams.get("propertyType")).toBe("House");
  expect(new URL(guide.url()).searchParams.get("area")).toBe("New Territories");
  await expect(row(guide, "House")).toHaveAttribute("aria-current", "true");
  // The form is still there, as it was, in its own tab.
  await expect(page.getByLabel(f.fields.propertyType)).toHaveValue("House");
  await context.close();
});

test("the guide is in the footer of every public page", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto("/about");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: englishMessages.app.footer.costGuide })
    .click();
  await expect(page).toHaveURL(/\/cost-guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.title);
  await context.close();
});
