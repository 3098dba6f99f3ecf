import { expect, test } from "./support/fixtures.ts";

/**
 * Data (a photo, the API's JSON) is answered under a policy that lets it load nothing: opened in a tab of its
 * own, the browser's viewer still shows it as usual, and nothing is blocked.
 */
test("a photo and the API's JSON, opened in a tab of their own, show as usual under data's policy", async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  const featured = (await (await page.request.get("/api/featured-designs")).json()) as {
    id: string;
    images: { imageUrl: string }[];
  }[];
  const photo = featured[0]?.images[0]?.imageUrl;
  expect(photo).toMatch(/^\/uploads\//);

  const answer = await page.goto(photo ?? "");
  expect(answer?.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);
  const shown = page.locator("img");
  await expect(shown).toHaveJSProperty("complete", true);
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The viewer centres the photo on a dark ground with its own inline style.
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(14, 14, 14)");

  await page.goto("/api/featured-designs");
  await expect(page.locator("body")).toContainText(featured[0]?.id ?? "no design");
  expect(blocked).toEqual([]);
});
