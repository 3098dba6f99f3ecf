import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

const s = englishMessages.matching.suggestions.picker;

test("the admin sees the request's district and opens a suggested designer's profile without losing the picker", async ({
  page,
  client,
  browser,
}) => {
  const created = await page.request.post("/api/forms", {
    data: { ...validRequest, district: "Kwun Tong", propertyAddress: "Flat 2C, Picker Links Road" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/dashboard/forms?q=${encodeURIComponent(client.email)}&id=${id}`);
  const details = admin.getByRole("dialog", { name: englishMessages.requests.myForms.detailsTitle });
  await expect(details.getByText("Flat 2C, Picker Links Road")).toBeVisible();
  await expect(
    details.getByText(englishMessages.requests.form.fields.district, { exact: true }),
  ).toBeVisible();
  await expect(details.getByText("Kwun Tong", { exact: true })).toBeVisible();

  await details.getByRole("button", { name: s.find }).click();
  const picker = admin.getByRole("dialog", { name: s.title });
  const first = picker
    .getByRole("listitem")
    .filter({ has: admin.getByRole("checkbox") })
    .first();
  const box = first.getByRole("checkbox");
  const name = ((await box.getAttribute("aria-label")) ?? "").replace(s.select(""), "");
  const link = first.getByRole("link", { name: s.profileOf(name) });
  await expect(link).toHaveAttribute("target", "_blank");

  // The designer's public page (profile, portfolio, reviews) opens in a tab of its own ...
  const [profile] = await Promise.all([admin.context().waitForEvent("page"), link.click()]);
  await expect(profile).toHaveURL(/\/designers\/[0-9a-f-]{36}$/);
  await expect(profile.getByRole("heading", { level: 1, name })).toBeVisible();
  // ... and the picker stays as it was, the designer not ticked by the click.
  await expect(picker).toBeVisible();
  await expect(box).not.toBeChecked();
});
