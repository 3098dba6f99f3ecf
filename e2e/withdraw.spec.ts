import type { Browser, Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { type Account, DEMO, expect, signIn, test } from "./support/fixtures.ts";
import { acceptWithProposal, designerIdOf, introduce, introductionTo } from "./support/introductions.ts";

const { myForms, desk } = englishMessages.requests;
const { introductions: t, suggestions } = englishMessages.matching;
const HANA = { email: "hana.tsang@example.com", password: DEMO.designer.password, name: "Hana Tsang" };
const ERIC = { email: "eric.chan@example.com", password: DEMO.designer.password, name: "Eric Chan" };

async function pageFor(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** A request of the signed-in client on `page`, introduced by the admin to the given designers. */
async function matchedRequest(page: Page, admin: Page, designers: { email: string }[]): Promise<string> {
  const created = await page.request.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;
  await introduce(
    admin,
    requestId,
    await Promise.all(designers.map(({ email }) => designerIdOf(admin, email))),
  );
  return requestId;
}

test("a homeowner withdraws a matched request; the introduced designers keep only a record", async ({
  page,
  client: _signedInClient,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await pageFor(browser, DEMO.admin);
  const requestId = await matchedRequest(page, admin, [HANA, ERIC]);
  const stillSubmitted = await page.request.post("/api/forms", { data: validRequest });
  expect(stillSubmitted.status()).toBe(201);

  // Hana accepts and the homeowner writes to her; Eric has not answered yet.
  const hana = await pageFor(browser, HANA);
  const hanaIntroduction = await introductionTo(hana, requestId);
  await acceptWithProposal(hana, hanaIntroduction);
  const sent = await page.request.post(`/api/introductions/${hanaIntroduction}/messages`, {
    data: { body: "Could you visit on a Saturday morning?" },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // A matched request can no longer be deleted, by the API or from the screen.
  expect((await page.request.delete(`/api/forms/${requestId}`)).status()).toBe(409);
  await page.goto("/dashboard/my-forms");
  const cardOf = (id: string) =>
    page.locator("[role=tabpanel] > *").filter({ has: page.locator(`a[href="/dashboard/my-forms/${id}"]`) });
  const matchedCard = cardOf(requestId);
  const submittedCard = cardOf((await stillSubmitted.json()).id);
  await expect(matchedCard.getByText(myForms.status.matched ?? "", { exact: true })).toBeVisible();
  await expect(submittedCard.getByRole("button", { name: myForms.delete })).toBeVisible();
  await expect(submittedCard.getByRole("button", { name: myForms.withdraw })).toHaveCount(0);
  await expect(matchedCard.getByRole("button", { name: myForms.delete })).toHaveCount(0);

  // Withdrawing asks first and says what the designers keep.
  await matchedCard.getByRole("button", { name: myForms.withdraw }).click();
  const confirm = page.getByRole("alertdialog", { name: myForms.withdrawTitle });
  await expect(confirm).toContainText(myForms.withdrawText);
  await confirm.getByRole("button", { name: myForms.withdrawAction }).click();
  await expect(page.getByText(myForms.withdrawn, { exact: true }).first()).toBeVisible();
  await expect(matchedCard.getByText(myForms.status.withdrawn ?? "", { exact: true })).toBeVisible();
  await expect(matchedCard.getByRole("button", { name: myForms.withdraw })).toHaveCount(0);
  await expect(matchedCard.getByRole("button", { name: myForms.delete })).toHaveCount(0);

  await page.goto(`/dashboard/my-forms/${requestId}`);
  await expect(page.getByText(t.client.withdrawnNote)).toBeVisible();

  // Hana keeps a record of the request and her proposal, no longer the brief, photos or thread.
  await hana.goto("/dashboard/requests");
  const record = hana.locator(`a[href="/dashboard/requests/${hanaIntroduction}"]`);
  await expect(record.getByText(t.status.withdrawn ?? "", { exact: true })).toBeVisible();
  await expect(record.getByText(t.designer.notShared)).toBeVisible();
  await expect(record.getByText(validRequest.description)).toHaveCount(0);
  await record.click();
  await expect(hana.getByText(t.designer.withdrawnText)).toBeVisible();
  await expect(hana.getByText(t.status.withdrawn ?? "", { exact: true })).toBeVisible();
  await expect(hana.getByText(t.proposal.title, { exact: true })).toBeVisible();
  await expect(hana.getByText("HK$85,000")).toBeVisible();
  await expect(hana.getByText(validRequest.description)).toHaveCount(0);
  await expect(hana.getByText(t.designer.brief, { exact: true })).toHaveCount(0);
  await expect(hana.getByText("Could you visit on a Saturday morning?")).toHaveCount(0);
  await expect(hana.getByLabel(t.thread.label)).toHaveCount(0);
  await expect(hana.getByRole("button", { name: t.designer.revise })).toHaveCount(0);

  // Eric can no longer answer.
  const eric = await pageFor(browser, ERIC);
  await eric.goto(`/dashboard/requests/${await introductionTo(eric, requestId)}`);
  await expect(eric.getByText(t.designer.withdrawnText)).toBeVisible();
  await expect(eric.getByRole("button", { name: t.designer.accept })).toHaveCount(0);
  await expect(eric.getByRole("button", { name: t.designer.decline })).toHaveCount(0);

  // The admin's dialog offers neither delete nor withdraw any more.
  await admin.goto(`/dashboard/forms?id=${requestId}`);
  const details = admin.getByRole("dialog", { name: myForms.detailsTitle });
  await expect(details.getByText(myForms.status.withdrawn ?? "", { exact: true }).first()).toBeVisible();
  const introduced = details.getByRole("region", { name: suggestions.introduced.title });
  await expect(introduced.getByText(suggestions.introduced.statuses.withdrawn, { exact: true })).toHaveCount(
    2,
  );
  await expect(details.getByRole("button", { name: desk.delete })).toHaveCount(0);
  await expect(details.getByRole("button", { name: desk.withdraw })).toHaveCount(0);
});

test("an admin withdraws a matched request from its dialog, after confirming", async ({
  page,
  client: _signedInClient,
  browser,
}) => {
  const admin = await pageFor(browser, DEMO.admin);
  const requestId = await matchedRequest(page, admin, [HANA]);
  await page.goto(`/dashboard/my-forms/${requestId}`);
  await expect(page.getByRole("button", { name: myForms.withdraw })).toBeVisible();

  await admin.goto(`/dashboard/forms?id=${requestId}`);
  const details = admin.getByRole("dialog", { name: myForms.detailsTitle });
  await expect(details.getByRole("button", { name: desk.delete })).toHaveCount(0);
  await details.getByRole("button", { name: desk.withdraw }).click();
  const confirm = admin.getByRole("alertdialog", { name: desk.withdrawTitle });
  await expect(confirm).toContainText(desk.withdrawText);
  await confirm.getByRole("button", { name: desk.withdraw }).click();
  await expect(admin.getByText(desk.withdrawn, { exact: true }).first()).toBeVisible();
  const introduced = details.getByRole("region", { name: suggestions.introduced.title });
  await expect(introduced.getByText(suggestions.introduced.statuses.withdrawn, { exact: true })).toHaveCount(
    1,
  );
  await expect(details.getByRole("button", { name: desk.withdraw })).toHaveCount(0);

  const hana = await pageFor(browser, HANA);
  await hana.goto(`/dashboard/requests/${await introductionTo(hana, requestId)}`);
  await expect(hana.getByText(t.designer.withdrawnText)).toBeVisible();

  await page.reload();
  await expect(page.getByText(t.client.withdrawnNote)).toBeVisible();
  await expect(page.getByRole("button", { name: myForms.withdraw })).toHaveCount(0);
});
