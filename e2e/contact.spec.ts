import { expect, test } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";

const m = englishMessages.contact;

test("the contact form reports the first missing field, then sends", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText(m.hours)).toBeVisible();
  const send = page.getByRole("button", { name: m.submit });
  await send.click();
  await expect(page.getByRole("status").getByText(m.validation.nameRequired)).toBeVisible();

  await page.getByLabel(m.fields.name).fill("Mei Ling Chan");
  await page.getByLabel(m.fields.email).fill("meiling@example.com");
  await page.getByLabel(m.fields.companyName).fill("Private homeowner");
  await page.getByLabel(m.fields.mobileNumber).fill("+852 9123 4567");
  await page.getByLabel(m.fields.subject).selectOption("Other");
  await send.click();
  await expect(page.getByRole("status").getByText(m.validation.customSubjectRequired)).toBeVisible();

  await page.getByLabel(m.fields.customSubject).fill("Press enquiry");
  await page.getByLabel(m.fields.message).fill("Could we feature two of your designers in our magazine?");
  await send.click();
  await expect(page.getByText(m.success.title)).toBeVisible();
  await expect(page.getByLabel(m.fields.name)).toHaveValue("");
});
