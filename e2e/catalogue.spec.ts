import type { Locator } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { expect, test } from "./support/fixtures.ts";

const m = englishMessages.designs;

/** The budgets the cards show as they are now, each its HK$ amounts in order (none for "on request"). */
async function budgetsShown(cards: Locator): Promise<number[][]> {
  const texts = await cards.locator("p.text-primary").allTextContents();
  return texts.map((text) =>
    [...text.matchAll(/HK\$([\d,]+)/g)].map((match) => Number(match[1]?.replaceAll(",", ""))),
  );
}

test("browse: filter, sort, search, reset and the back button", async ({ page }) => {
  await page.goto("/designs");
  await expect(page.getByRole("heading", { name: m.browse.featured })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const results = page.getByRole("status").filter({ hasText: /designs?$/ });
  const totalText = await results.textContent();

  await page.getByLabel(m.filters.style).selectOption("Japanese");
  await expect(page).toHaveURL(/style=Japanese/);
  await expect(page.getByRole("heading", { name: m.browse.featured })).toHaveCount(0);
  await expect(results).not.toHaveText(totalText ?? "");
  const japaneseCards = page.getByRole("main").getByRole("article");
  await expect(japaneseCards).not.toHaveCount(0);
  for (const card of await japaneseCards.all()) await expect(card).toContainText("Japanese");

  await page.getByLabel(m.filters.sort).selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  // Read again until the sorted page is shown; a list of one budget would be sorted whatever the order.
  await expect(async () => {
    const minimums = (await budgetsShown(japaneseCards)).flatMap(([min]) => (min === undefined ? [] : [min]));
    expect(minimums.length).toBeGreaterThan(1);
    expect(minimums).toEqual([...minimums].sort((a, b) => a - b));
  }).toPass();

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel(m.filters.sort)).toHaveValue("none");
  await expect(page.getByLabel(m.filters.style)).toHaveValue("Japanese");

  await page.getByLabel(m.filters.search).fill("zzzz-no-such-design");
  await expect(page.getByText(m.browse.empty)).toBeVisible();
  await expect(page).toHaveURL(/q=zzzz/);
  await page.getByRole("button", { name: m.filters.reset }).first().click();
  await expect(page).toHaveURL(/\/designs$/);
  await expect(page.getByLabel(m.filters.search)).toHaveValue("");
  await expect(results).toHaveText(totalText ?? "");
});

test("browse: a custom range in thousands and a preset band", async ({ page }) => {
  await page.goto("/designs?band=3000000-");
  await expect(page.getByLabel(m.filters.budget, { exact: true })).toHaveValue("3000000-");
  const cards = page.getByRole("article");
  await expect(async () => {
    const budgets = await budgetsShown(cards);
    expect(budgets.length).toBeGreaterThan(0);
    for (const [min] of budgets) expect(min).toBeGreaterThanOrEqual(3_000_000);
  }).toPass();
  await page.getByLabel(m.filters.customRange).click();
  await expect(page.getByLabel(m.filters.customRange)).toBeChecked();
  await expect(page.getByLabel(m.filters.budget, { exact: true })).toBeDisabled();
  await page.getByLabel(m.filters.minK).fill("100");
  await page.getByLabel(m.filters.maxK).fill("300");
  await expect(page).toHaveURL(/range=custom&minK=100&maxK=300/);
  // Until the range's page replaces the band's.
  await expect(async () => {
    const budgets = await budgetsShown(cards);
    expect(budgets.length).toBeGreaterThan(0);
    for (const [min, max] of budgets) {
      expect(min).toBeGreaterThanOrEqual(100_000);
      expect(max).toBeLessThanOrEqual(300_000);
    }
  }).toPass();
});

test("design page: carousel both ways with wrap-around, thumbnails, keys, back link", async ({
  page,
  request,
}) => {
  const designs = (await (await request.get("/api/portfolio?pageSize=60")).json()).items as {
    id: string;
    title: string;
    images: unknown[];
  }[];
  const design = designs.find((d) => d.images.length >= 3);
  if (!design) throw new Error("the demo catalogue has no design with 3+ images");
  await page.goto(`/design/${design.id}`);
  await expect(page.getByRole("heading", { level: 1, name: design.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${design.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
  const total = design.images.length;
  const counter = page.getByText(new RegExp(`^\\d+ / ${total}$`));
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.getByRole("button", { name: m.carousel.previous }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.getByRole("button", { name: m.carousel.next }).click();
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`2 / ${total}`);
  await page.getByRole("list", { name: m.detail.thumbnails }).getByRole("button").nth(2).click();
  await expect(counter).toHaveText(`3 / ${total}`);
  await expect(page.getByRole("link", { name: m.detail.cta })).toHaveAttribute("href", "/design-request");
  await page.getByRole("link", { name: m.detail.back }).click();
  await expect(page).toHaveURL(/\/designs$/);
});

test("design page: an unknown design shows 'Design not found' with a 404", async ({ page }) => {
  const response = await page.goto("/design/00000000-0000-4000-8000-000000000000");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: m.detail.notFound })).toBeVisible();
});

test("a card opens its design", async ({ page }) => {
  await page.goto("/designs");
  const first = page.getByRole("main").getByRole("article").first();
  const title = await first.getByRole("heading").textContent();
  await first.getByRole("heading").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title ?? "");
});
