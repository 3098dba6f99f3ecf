import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

const en = englishMessages.analytics;
const zh = createChineseMessages("Nestmatch").analytics;
const CHART_IDS = ["funnel", "first-introduction", "designers", "districts", "styles", "budgets"];

/** Each chart's card has its chart drawn and its table filled. */
async function expectChartsDrawn(page: Page) {
  for (const id of CHART_IDS) {
    const card = page.locator(`[aria-labelledby="${id}-title"]`);
    await expect(card.locator("table tbody tr").first()).toBeVisible();
    if (id === "districts") await expect(card.locator("svg [data-district]")).toHaveCount(18);
    else await expect(card.locator(".recharts-surface").first()).toBeVisible();
  }
}

async function downloadCsv(page: Page, chart: string, label: string) {
  const card = page.locator(`[aria-labelledby="${chart}-title"]`);
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  const download = await downloading;
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test("the admin reads the analytics with the demo history, downloads each chart's figures, and the filters stay in the address", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.admin);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: englishMessages.app.sideNav.analytics }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  await expect(
    page.getByRole("heading", { level: 1, name: englishMessages.app.meta.pages.analytics.title }),
  ).toBeVisible();
  await expectChartsDrawn(page);

  // The demo history spans the default 12 weeks: a row for each week (13 Mondays may start in 12 weeks' range).
  const weeks = page.locator('[aria-labelledby="first-introduction-title"] table tbody tr');
  expect(await weeks.count()).toBeGreaterThanOrEqual(12);
  const funnelRows = page.locator('[aria-labelledby="funnel-title"] table tbody tr');
  await expect(funnelRows).toHaveCount(5);
  await expect(page.locator('[aria-labelledby="funnel-title"] table caption')).toContainText(en.funnel.title);
  await expect(page.locator('[aria-labelledby="funnel-title"] th[scope="row"]').first()).toHaveText(
    en.funnel.steps.submitted,
  );

  // The funnel's CSV: a byte-order mark, the header in English, one line a step, numbers as the table shows.
  const funnel = await downloadCsv(page, "funnel", en.downloadCsv);
  expect(funnel.name).toMatch(/^funnel-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...funnel.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = funnel.bytes.toString("utf8").slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe(`${en.funnel.step},${en.funnel.requests},${en.funnel.conversion} (%)`);
  expect(lines).toHaveLength(6);
  const submitted = await funnelRows.first().locator("td").first().textContent();
  expect(lines[1]).toBe(`${en.funnel.steps.submitted},${(submitted ?? "").replaceAll(",", "")},`);
  const district = await downloadCsv(page, "districts", en.downloadCsv);
  expect(district.bytes.toString("utf8").split("\r\n")).toHaveLength(18 + 2);

  // Filters go to the address, survive a reload, and the back button undoes them.
  await page.getByLabel(en.filters.district, { exact: true }).selectOption("Sha Tin");
  await expect(page).toHaveURL(/district=Sha\+Tin/);
  await page.getByLabel(en.filters.from, { exact: true }).fill("2026-01-01");
  await expect(page).toHaveURL(/from=2026-01-01/);
  await page.reload();
  await expect(page.getByLabel(en.filters.district, { exact: true })).toHaveValue("Sha Tin");
  await expect(page.getByLabel(en.filters.from, { exact: true })).toHaveValue("2026-01-01");
  await expect(page.getByText(/Requests submitted 2026-01-01 to/).first()).toBeVisible();
  await expectChartsDrawn(page);
  const shaTin = page.locator('[aria-labelledby="districts-title"] table tbody tr').first();
  await expect(shaTin.locator("th")).toHaveText("Sha Tin");
  await expect(
    page.locator('[aria-labelledby="districts-title"] table tbody tr').nth(1).locator("td"),
  ).toHaveText("0");
  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page).toHaveURL(/district=Sha\+Tin/);
  await page.getByRole("button", { name: en.filters.reset }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics$/);
});

test("the analytics read in Chinese on a phone, with Chinese headers in the CSV", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin);
  await page.goto("/dashboard/analytics?lang=zh-HK&propertyType=Apartment");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(page.getByRole("heading", { level: 2, name: zh.funnel.title })).toBeVisible();
  await expectChartsDrawn(page);
  await expect(page.getByLabel(zh.filters.propertyType, { exact: true })).toHaveValue("Apartment");
  // Nothing is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const designers = await downloadCsv(page, "designers", zh.downloadCsv);
  expect(designers.name.startsWith(`${zh.designers.file}-`)).toBe(true);
  const text = designers.bytes.toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split("\r\n")[0]).toBe(
    [
      zh.designers.designer,
      zh.designers.introduced,
      zh.designers.accepted,
      zh.designers.declined,
      zh.designers.expired,
      `${zh.designers.acceptanceRate} (%)`,
      zh.designers.medianReply,
      zh.designers.openLoad,
    ].join(","),
  );
  await expect(page.locator('[aria-labelledby="districts-title"] svg[role="img"]')).toHaveAttribute(
    "aria-label",
    zh.districts.mapLabel,
  );
});

test("a designer and a client are refused the analytics page", async ({ page }) => {
  await signIn(page, DEMO.designer);
  await page.goto("/dashboard/analytics");
  // The page's chunk (with the charts' library) comes first: on a loaded machine it takes a while.
  await expect(page.getByText(englishMessages.admin.deniedText)).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get("/api/admin/analytics/funnel")).status()).toBe(403);
});
