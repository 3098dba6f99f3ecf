import { expect, test } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { toasts } from "./support/toasts.ts";

const m = englishMessages.contact;

test("the contact form reports the first missing field, then sends", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText(m.hours)).toBeVisible();
  const send = page.getByRole("button", { name: m.submit });
  await send.click();
  await expect(toasts(page).getByText(m.validation.nameRequired)).toBeVisible();

  await page.getByLabel(m.fields.name, { exact: true }).fill("Mei Ling Chan");
  await page.getByLabel(m.fields.email, { exact: true }).fill("meiling@example.com");
  await page.getByLabel(m.fields.companyName, { exact: true }).fill("Private homeowner");
  await page.getByLabel(m.fields.mobileNumber, { exact: true }).fill("+852 9123 4567");
  await page.getByLabel(m.fields.subject, { exact: true }).selectOption("Other");
  await send.click();
  await expect(toasts(page).getByText(m.validation.customSubjectRequired)).toBeVisible();

  await page.getByLabel(m.fields.customSubject, { exact: true }).fill("Press enquiry");
  await page
    .getByLabel(m.fields.message, { exact: true })
    .fill("Could we feature two of your designers in our magazine?");
  await send.click();
  await expect(page.getByText(m.success.title, { exact: true })).toBeVisible();
  await expect(page.getByLabel(m.fields.name, { exact: true })).toHaveValue("");
});
