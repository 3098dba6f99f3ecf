import { marketingEn } from "#shared/i18n/en/marketing.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { marketingZhHk } from "#shared/i18n/zh-HK/marketing.ts";
import type { SiteClaims } from "#shared/marketing/site-claims.ts";
import { expect, test } from "./support/fixtures.ts";

const brand = englishMessages.app.brand;

// The browser tests' server runs on demo data without a claims file: the demo's claims (the spec's wording).
for (const [locale, messages] of [
  ["en", marketingEn(brand)],
  ["zh-HK", marketingZhHk(brand)],
] as const) {
  test(`the landing page claims only what the data or the deployment says (${locale})`, async ({ page }) => {
    const claims = (await (await page.request.get("/api/site/claims")).json()) as SiteClaims;
    await page.goto(`/?lang=${locale}`);
    const hero = page.getByRole("heading", { level: 1, name: messages.landing.hero.title });
    await expect(hero).toBeVisible();
    const claim = claims.heroClaim?.[locale];
    expect(claim, "the demo opens with the spec's claim").toBeTruthy();
    const sentences = [claim, messages.landing.hero.body].join(locale === "zh-HK" ? "" : " ");
    await expect(page.getByText(sentences, { exact: true })).toBeVisible();

    const stats = page.getByRole("region", { name: messages.landing.stats.title });
    const figures = await stats.locator("dd").allInnerTexts();
    const counted = claims.homeownersMatched;
    expect(figures).toEqual([
      ...(counted === null ? [] : [counted < 100 ? String(counted) : `${Math.floor(counted / 100) * 100}+`]),
      "2",
      "18",
      "8",
    ]);
    await expect(stats.getByText(messages.landing.stats.homeowners)).toHaveCount(counted === null ? 0 : 1);

    const stories = page.getByRole("region", { name: messages.landing.testimonials.title });
    await expect(stories.locator("figure")).toHaveCount(claims.testimonials.length);
    for (const quote of claims.testimonials) {
      const words = quote.kind === "configured" ? quote.quote[locale] : quote.quote;
      await expect(stories.getByText(words)).toBeVisible();
    }
  });
}
