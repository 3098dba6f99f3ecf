import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { Design } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

const p = englishMessages.designs.portfolio;
const d = p.dialog;

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg({ quality: 90 })
    .toBuffer();

test("a designer adds a design with 3 images, makes another one main, edits it and deletes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Tatami study in Tai Hang ${randomBytes(3).toString("hex")}`;
  await signIn(page, DEMO.designer);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: p.dashboard.title })).toBeVisible();
  await page.getByRole("link", { name: p.dashboard.add }).click();

  const dialog = page.getByRole("dialog", { name: d.createTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(d.fields.titleEn).fill(title);
  await dialog
    .getByLabel(d.fields.descriptionEn)
    .fill("A spare room turned into a tatami study with hidden storage.");
  await dialog.getByRole("button", { name: "Japanese" }).click();
  await dialog.getByLabel(d.fields.budgetMin).selectOption("HK$100,000");
  await dialog.getByLabel(d.fields.budgetMax).selectOption("HK$300,000");

  await dialog.getByRole("button", { name: d.save }).click();
  await expect(dialog.getByText(p.images.none)).toBeVisible();

  await dialog.getByLabel(d.addImages).setInputFiles([
    { name: "room.jpg", mimeType: "image/jpeg", buffer: await photo("#b04a3c") },
    { name: "desk.jpg", mimeType: "image/jpeg", buffer: await photo("#3c7ab0") },
    { name: "storage.jpg", mimeType: "image/jpeg", buffer: await photo("#4ab06a") },
  ]);
  await expect(dialog.getByRole("img", { name: d.imageAlt(3) })).toBeVisible();
  await expect(dialog.getByRole("button", { name: d.setMain })).toHaveCount(2);
  await dialog.getByRole("button", { name: d.save }).click();
  await expect(page.getByText(p.toasts.created, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/portfolio$/);
  await expect(page.getByRole("heading", { level: 1, name: p.page.designerTitle })).toBeVisible();

  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  const created = ((await (await page.request.get("/api/designer/portfolio")).json()) as Design[]).find(
    (design) => design.title === title,
  );
  expect(created?.images.map((image) => image.isMain)).toEqual([true, false, false]);

  await card.getByRole("link", { name: p.card.edit }).click();
  const editor = page.getByRole("dialog", { name: d.editTitle });
  await expect(editor.getByLabel(d.fields.titleEn)).toHaveValue(title);
  await expect(editor.getByRole("img", { name: d.imageAlt(3) })).toBeVisible();
  // The third image becomes main.
  await editor.getByRole("button", { name: d.setMain }).nth(1).click();
  await editor.getByLabel(d.fields.titleEn).fill(`${title} (updated)`);
  await editor.getByRole("button", { name: d.save }).click();
  await expect(page.getByText(p.toasts.updated, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(editor).toBeHidden();

  const updatedCard = page.getByRole("article").filter({ hasText: `${title} (updated)` });
  await expect(updatedCard).toBeVisible();
  const updated = (await (await page.request.get(`/api/portfolio/${created?.id}`)).json()) as Design;
  expect(updated.images.map((image) => image.id)).toEqual(created?.images.map((image) => image.id));
  expect(updated.images.map((image) => image.isMain)).toEqual([false, false, true]);

  await page.goto("/dashboard");
  await page
    .getByRole("article")
    .filter({ hasText: `${title} (updated)` })
    .getByRole("button", { name: p.card.delete })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: p.confirmDelete.confirm }).click();
  await expect(page.getByText(p.toasts.deleted, { exact: true })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  expect((await page.request.get(`/api/portfolio/${created?.id}`)).status()).toBe(404);
});

test("an admin features a design and finds it among the featured designs on /designs", async ({ page }) => {
  const title = `Featured loft in Kennedy Town ${randomBytes(3).toString("hex")}`;
  await signIn(page, DEMO.admin);
  const someDesign = (
    (await (await page.request.get("/api/portfolio?pageSize=1")).json()) as { items: Design[] }
  ).items[0];
  const created = await page.request.post("/api/portfolio", {
    data: {
      designerId: someDesign?.designer.id,
      titleEn: title,
      descriptionEn: "A loft with steel windows and a reading gallery.",
      style: ["Industrial"],
      budget: { min: "HK$200,000", max: "HK$400,000" },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as Design;
  const uploaded = await page.request.post(`/api/portfolio/${id}/images`, {
    multipart: { images: { name: "loft.jpg", mimeType: "image/jpeg", buffer: await photo("#6a5acd") } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  await page.goto("/dashboard/portfolio");
  await expect(page.getByRole("heading", { level: 1, name: p.page.adminTitle })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: title });
  await card.getByRole("button", { name: p.card.featureLabel(title) }).click();
  await expect(page.getByText(p.toasts.featuredUpdated, { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: p.card.unfeatureLabel(title) })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("link", { name: englishMessages.app.nav.browseDesigns }).first().click();
  const featured = page.getByRole("region", { name: englishMessages.designs.browse.featured });
  await expect(featured.getByRole("heading", { name: title })).toBeVisible();

  expect((await page.request.delete(`/api/portfolio/${id}`)).status()).toBe(204);
});
