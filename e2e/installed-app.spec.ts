import type { Page } from "@playwright/test";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 21 §4: the installable app's manifest in each language, and the offline page the service worker
// answers a failed navigation with (installed-app-chromium.spec.ts: installability, the notification it shows for a push, the opt-in).

const { en, "zh-HK": zh } = createAllMessages("Nestmatch");

/** Waits until the service worker (registered after the page loads, in production builds) controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 30_000,
  });
}

test("each language's page links its own manifest, with the app's name, icons and start", async ({
  page,
}) => {
  for (const [path, locale, words] of [
    ["/designs", "en", en],
    ["/designs?lang=zh-HK", "zh-HK", zh],
  ] as const) {
    await page.goto(path);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe(locale === "en" ? "/manifest.webmanifest" : "/manifest.webmanifest?lang=zh-HK");
    const answer = await page.request.get(href ?? "");
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = await answer.json();
    expect(manifest).toMatchObject({
      id: "/",
      name: `Nestmatch – ${words.app.tagline}`,
      short_name: "Nestmatch",
      lang: locale,
      start_url: "/",
      display: "standalone",
    });
    const purposes = new Set<string>();
    for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
      const image = await page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toContain(icon.type);
      purposes.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect(purposes).toEqual(new Set(["192x192 any", "512x512 any", "512x512 maskable", "any any"]));
  }
});

test("offline, a page not kept answers the offline page in the reader's language, and comes back online", async ({
  page,
  context,
}) => {
  await page.goto("/designs");
  await controlledByServiceWorker(page);
  // Loaded again through the worker, which keeps it.
  await page.reload();
  await context.setOffline(true);

  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: en.app.offline.title })).toBeVisible();
  await expect(page.getByText(en.app.offline.body)).toBeVisible();

  // The address names the language …
  await page.goto("/how-it-works?lang=zh-HK");
  await expect(page.getByRole("heading", { level: 1, name: zh.app.offline.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  // … or the reader's choice does.
  await context.addCookies([{ name: "locale", value: "zh-HK", url: page.url() }]);
  await page.goto("/for-clients");
  await expect(page.getByRole("heading", { level: 1, name: zh.app.offline.title })).toBeVisible();

  // A page visited online is still the page itself.
  await page.goto("/designs");
  await expect(page.getByRole("heading", { level: 1, name: zh.app.offline.title })).toHaveCount(0);

  await page.goto("/about");
  await context.setOffline(false);
  await page.getByRole("link", { name: zh.app.offline.retry }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: zh.app.offline.title })).toHaveCount(0);
  await expect(page.locator("#root")).not.toBeEmpty();
});
