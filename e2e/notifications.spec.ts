import { randomBytes } from "node:crypto";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

const n = englishMessages.matching.notifications;
const detailsTitle = englishMessages.requests.myForms.detailsTitle;

test("an admin hears of a new request in the bell, follows it to the request, and finds it on the due card", async ({
  page,
  client,
  browser,
}) => {
  test.setTimeout(120_000);
  // A client name no other test uses, so the notice and the card row are this request's.
  const lastName = `Bell${randomBytes(3).toString("hex")}`;
  const clientName = `${client.firstName} ${lastName}`;
  const profile = await page.request.patch("/api/user/profile", {
    data: { firstName: client.firstName, lastName, phoneNumber: "+852 9123 4567" },
  });
  expect(profile.status()).toBe(200);
  const propertyAddress = "Flat 9F, Chime Court, 1 Bell Road, Wan Chai";
  const created = await page.request.post("/api/forms", { data: { ...validRequest, propertyAddress } });
  expect(created.status(), await created.text()).toBe(201);
  const request: { id: string; dueAt: string } = await created.json();
  expect(request.dueAt).toBeTruthy();
  // A second one stays unread for 'Mark all as read'.
  const second = await page.request.post("/api/forms", {
    data: { ...validRequest, propertyAddress: "Flat 2A, Chime Court, 1 Bell Road, Wan Chai" },
  });
  expect(second.status(), await second.text()).toBe(201);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/dashboard");

  // The bell counts the unread notice; its menu lists it and leads to the request on the desk.
  const bell = admin.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const notices = admin.getByRole("menuitem").filter({ hasText: n.newRequest.title(clientName) });
  await expect(notices).toHaveCount(2);
  // The newest first: the second request's notice, then the first's.
  const notice = notices.nth(1);
  await expect(notice.getByText(n.menu.unreadMark, { exact: false })).toHaveCount(1);
  await notice.click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/forms\\?id=${request.id}$`));
  const dialog = admin.getByRole("dialog", { name: detailsTitle });
  await expect(dialog.getByText(propertyAddress)).toBeVisible();

  // Following it marked it read.
  await expect
    .poll(async () => {
      const list = await (await admin.request.get("/api/notifications")).json();
      const item = list.items.find((each: { link: string }) => each.link.endsWith(request.id));
      return Boolean(item?.readAt);
    })
    .toBe(true);
  await admin.keyboard.press("Escape");

  // The due card lists waiting requests by urgency; the new one is due in about 2 business days.
  await admin.goto("/dashboard");
  const card = admin.getByRole("region", { name: n.due.title });
  await expect(card).toBeVisible();
  const row = card
    .getByRole("link", { name: n.due.open(clientName) })
    .and(admin.locator(`[href="/dashboard/forms?id=${request.id}"]`));
  const showMore = card.getByRole("button", { name: n.due.showMore });
  await expect(card.getByRole("listitem").first()).toBeVisible();
  // Demo requests may be more urgent: 'Show more' until it is listed.
  await expect(async () => {
    if (await row.isVisible()) return;
    await showMore.click({ timeout: 2_000 });
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText(/Due in \d/);
  await row.click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/forms\\?id=${request.id}$`));
  await expect(admin.getByRole("dialog", { name: detailsTitle }).getByText(propertyAddress)).toBeVisible();
  await admin.keyboard.press("Escape");

  // 'Mark all as read' empties the badge.
  await admin.getByTestId("notifications-bell").click();
  await admin.getByRole("menuitem", { name: n.menu.markAllRead }).click();
  await expect(admin.getByRole("menuitem", { name: n.menu.markAllRead })).toBeDisabled();
  await admin.keyboard.press("Escape");
  await expect(admin.getByRole("button", { name: n.menu.label, exact: true })).toBeVisible();
});
