import type { Page } from "@playwright/test";
import sharp from "sharp";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { announcements, recordAnnouncements } from "./support/announcements.ts";
import { seriousViolations } from "./support/axe.ts";
import { preferColorScheme } from "./support/color-scheme.ts";
import { expect, test } from "./support/fixtures.ts";

const f = englishMessages.requests.form;
const photos = englishMessages.requests.photos;

const goodPhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#8899aa" } })
    .jpeg({ quality: 90 })
    .toBuffer();
const textNamedJpg = {
  name: "notes.jpg",
  mimeType: "image/jpeg",
  buffer: Buffer.from("not a picture at all"),
};

async function fillRequest(page: Page) {
  await page.getByLabel(f.fields.propertyAddress).fill("Flat 7C, 3 Sai Wan Ho Street, Shau Kei Wan");
  await page.getByLabel(f.fields.propertyType).selectOption("Apartment");
  await page.getByLabel(f.fields.projectType).selectOption("Renovation");
  await page.getByLabel(f.fields.squareFootage).fill("520");
  await page.getByLabel("Modern").check();
  await page
    .getByLabel(f.fields.description)
    .fill("A 520 sq ft flat for two: a new kitchen, more storage and a quiet corner to work from home.");
  await page.getByLabel(f.fields.mobileNumber).fill("+852 9123 4567");
  await page.getByLabel(f.fields.agreedToTerms).check();
}

async function savedRequests(page: Page): Promise<{ id: string; images: { id: string }[] }[]> {
  return (await page.request.get("/api/client/forms")).json();
}

/** The photo's own place in the form: its thumbnail and what is said about it. */
const photoItem = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("button", { name: f.removeImage(name) }) });

test("a file that is not a photo is refused beside it, and the request is not called fully sent", async ({
  page,
  client,
}) => {
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(client.email);
  await page.goto("/design-request");
  await fillRequest(page);
  await page
    .getByLabel(f.chooseImages)
    .setInputFiles([
      textNamedJpg,
      { name: "living-room.jpg", mimeType: "image/jpeg", buffer: await goodPhoto() },
    ]);

  // Said in place, beside the photo, with what to do.
  await expect(photoItem(page, "notes.jpg")).toContainText(photos.refusals.notAPhoto);
  await expect(photoItem(page, "living-room.jpg").getByRole("img")).toBeVisible();

  await page.getByRole("button", { name: f.submit }).click();
  const notice = page.getByRole("alert").filter({ hasText: photos.partlySavedTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(photos.partlySavedText(1));
  await expect(page.getByText(f.successTitle, { exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: f.confirmationTitle })).toHaveCount(0);
  // The request is saved with the photo that was good, and the refused one is still there to replace.
  await expect.poll(async () => (await savedRequests(page)).map((r) => r.images.length)).toEqual([1]);
  await expect(photoItem(page, "notes.jpg")).toContainText(photos.refusals.notAPhoto);
  await expect(photoItem(page, "living-room.jpg")).toHaveCount(0);
  await expect(page.getByRole("list", { name: photos.current }).getByRole("img")).toHaveCount(1);
  for (const scheme of ["light", "dark"] as const) {
    await preferColorScheme(page, scheme);
    expect(await seriousViolations(page, `partly saved request, ${scheme}`)).toEqual([]);
  }

  // Adding it again as a real photo completes the request; the same request is saved, not a second.
  await photoItem(page, "notes.jpg")
    .getByRole("button", { name: f.removeImage("notes.jpg") })
    .click();
  await page
    .getByLabel(f.chooseImages)
    .setInputFiles([{ name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await goodPhoto() }]);
  await expect(photoItem(page, "kitchen.jpg")).toBeVisible();
  await page.getByRole("button", { name: f.submit }).click();
  await expect(page.getByRole("heading", { name: f.confirmationTitle })).toBeVisible();
  const requests = await savedRequests(page);
  expect(requests.map((r) => r.images.length)).toEqual([2]);
});

test("a restored draft keeps its photos", async ({ page, client }) => {
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(client.email);
  await page.goto("/design-request");
  await recordAnnouncements(page);
  await page.getByLabel(f.fields.propertyAddress).fill("Flat 2D, 18 Tai Hang Road, Tai Hang");
  await page
    .getByLabel(f.chooseImages)
    .setInputFiles([{ name: "balcony.jpg", mimeType: "image/jpeg", buffer: await goodPhoto() }]);
  await expect(photoItem(page, "balcony.jpg")).toBeVisible();
  await expect.poll(() => announcements(page)).toContain(f.draftSaved);

  await page.goto("/designs");
  await page.goto("/design-request");
  await expect(page.getByLabel(f.fields.propertyAddress)).toHaveValue("Flat 2D, 18 Tai Hang Road, Tai Hang");
  await expect(photoItem(page, "balcony.jpg").getByRole("img")).toBeVisible();

  await fillRequest(page);
  await page.getByRole("button", { name: f.submit }).click();
  await expect(page.getByRole("heading", { name: f.confirmationTitle })).toBeVisible();
  expect((await savedRequests(page)).map((r) => r.images.length)).toEqual([1]);
});

test("the edit dialog shows the request's photos and removes one", async ({ page, client }) => {
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(client.email);
  const created = await page.request.post("/api/forms", { data: validRequest });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  for (const name of ["one.jpg", "two.jpg"]) {
    const added = await page.request.post(`/api/forms/${id}/images`, {
      multipart: { images: { name, mimeType: "image/jpeg", buffer: await goodPhoto() } },
    });
    expect(added.status()).toBe(200);
  }

  await page.goto(`/dashboard/my-forms?id=${id}&edit=true`);
  const dialog = page.getByRole("dialog", { name: englishMessages.requests.myForms.editTitle });
  await expect(dialog).toBeVisible();
  const current = dialog.getByRole("list", { name: photos.current });
  await expect(current.getByRole("img")).toHaveCount(2);
  expect(await seriousViolations(page, "edit dialog with photos")).toEqual([]);
  await current.getByRole("button", { name: photos.removeCurrent(1, 2) }).click();
  await expect(current.getByRole("img")).toHaveCount(1);
  expect((await savedRequests(page)).find((r) => r.id === id)?.images).toHaveLength(1);
});
