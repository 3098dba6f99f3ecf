import { randomInt } from "node:crypto";
import sharp from "sharp";
import type { Design } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

const en = englishMessages;
const zh = createChineseMessages("Nestmatch");
const d = en.designs.portfolio.dialog;

/** Four characters no demo text holds in a row: a word only this run's design contains. */
function uniqueChineseWord(): string {
  const characters = "鷺鶴楓樺栢榕檜樟蓮荷菊梅藤蘭翠玥琦瑤璇琳瑩瑾璞琛";
  return Array.from({ length: 4 }, () => characters[randomInt(characters.length)]).join("");
}

test("a design written only in Chinese: the English reader sees it marked as the Chinese original, a Chinese reader finds it by a Chinese word", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const word = uniqueChineseWord();
  const title = `鰂魚涌${word}書房`;
  const description = `以${word}為主題的小書房，淺橡木書櫃配上趟門，收納一應俱全。`;

  await signIn(page, DEMO.designer);
  await page.goto("/dashboard/portfolio?action=create");
  const dialog = page.getByRole("dialog", { name: d.createTitle });
  await expect(dialog).toBeVisible();
  // Nothing written in either language is refused, in place.
  await dialog.getByLabel(d.addImages).setInputFiles({
    name: "study.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a9a7b" } })
      .jpeg()
      .toBuffer(),
  });
  await dialog.getByRole("button", { name: d.save }).click();
  await expect(dialog.getByText(en.designs.portfolio.validation.textsRequired).first()).toBeVisible();

  const chineseTitle = dialog.getByLabel(d.fields.titleZh);
  await expect(chineseTitle).toHaveAttribute("lang", "zh-HK");
  await chineseTitle.fill(title);
  await dialog.getByLabel(d.fields.descriptionZh).fill(description);
  await dialog.getByRole("button", { name: "Japanese" }).click();
  await dialog.getByRole("button", { name: d.save }).click();
  await expect(page.getByText(en.designs.portfolio.toasts.created, { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const created = ((await (await page.request.get("/api/designer/portfolio")).json()) as Design[]).find(
    (design) => design.texts["zh-HK"]?.title === title,
  );
  expect(created?.texts.en).toBeNull();

  // An English reader: the Chinese text, marked, in Chinese for screen readers and fonts.
  const englishContext = await browser.newContext({ locale: "en-GB" });
  const reader = await englishContext.newPage();
  await reader.goto(`/design/${created?.id}`);
  const heading = reader.getByRole("heading", { level: 1, name: title });
  await expect(heading).toHaveAttribute("lang", "zh-HK");
  await expect(reader.getByText(en.app.writtenIn["zh-HK"], { exact: true })).toBeVisible();
  await expect(reader.getByText(description)).toHaveAttribute("lang", "zh-HK");
  await expect(reader).toHaveTitle(new RegExp(`^${title} \\|`));
  await expect(reader.locator("html")).toHaveAttribute("lang", "en");

  await reader.goto(`/designs?q=${encodeURIComponent(word)}`);
  const card = reader.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(en.app.writtenIn["zh-HK"], { exact: true })).toBeVisible();
  await englishContext.close();

  // A Chinese reader searches the Chinese word and finds it, with no label: it is their language.
  const chineseContext = await browser.newContext({ locale: "zh-HK" });
  const chineseReader = await chineseContext.newPage();
  await chineseReader.goto("/designs?lang=zh-HK");
  await chineseReader.getByLabel(zh.designs.filters.search).fill(word);
  const found = chineseReader.getByRole("article").filter({ hasText: title });
  await expect(found).toBeVisible();
  await expect(chineseReader.getByRole("article")).toHaveCount(1);
  await expect(found.getByText(zh.app.writtenIn["zh-HK"], { exact: true })).toHaveCount(0);
  await chineseContext.close();

  await page.request.delete(`/api/portfolio/${created?.id}`);
});
