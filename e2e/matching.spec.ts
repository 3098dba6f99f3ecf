import type { Browser, Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { type Account, DEMO, expect, mailsTo, signIn, test } from "./support/fixtures.ts";

const { introductions: t, suggestions: s, profiles: p } = englishMessages.matching;
const HANA = { email: "hana.tsang@example.com", password: DEMO.designer.password, name: "Hana Tsang" };
const ERIC = { email: "eric.chan@example.com", password: DEMO.designer.password, name: "Eric Chan" };

async function pageFor(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

/** The designer's introduction to this request, found through their own list. */
async function introductionPage(designer: Page, requestId: string) {
  const list: { id: string; request: { id: string } }[] = await (
    await designer.request.get("/api/designer/introductions")
  ).json();
  const introduction = list.find((item) => item.request.id === requestId);
  expect(introduction).toBeDefined();
  await designer.goto(`/dashboard/requests/${introduction?.id}`);
}

test("a request goes from submission to introductions, a proposal, a chosen designer and a review", async ({
  page,
  client,
  browser,
}) => {
  test.setTimeout(120_000);
  const created = await page.request.post("/api/forms", { data: { ...validRequest, district: "Sha Tin" } });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;

  // The admin introduces two suggested designers from the request's dialog.
  const admin = await pageFor(browser, DEMO.admin);
  await admin.goto(`/dashboard/forms?id=${requestId}`);
  const details = admin.getByRole("dialog", { name: englishMessages.requests.myForms.detailsTitle });
  await details.getByRole("button", { name: s.picker.find }).click();
  const picker = admin.getByRole("dialog", { name: s.picker.title });
  await picker.getByRole("checkbox", { name: s.picker.select(HANA.name) }).check();
  await picker.getByRole("checkbox", { name: s.picker.select(ERIC.name) }).check();
  await picker.getByRole("button", { name: s.picker.send }).click();
  await expect(admin.getByText(s.picker.sentTitle, { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(HANA.email)).map((mail) => mail.subject))
    .toContain(t.mail.introducedTitle);

  // Hana accepts with a proposal; Eric declines.
  const hana = await pageFor(browser, HANA);
  await introductionPage(hana, requestId);
  await expect(hana.getByText("Sha Tin")).toBeVisible();
  await expect(hana.getByText(validRequest.propertyAddress)).toHaveCount(0);
  await hana.getByLabel(t.proposal.feeMin).fill("85000");
  await hana.getByRole("button", { name: "Site measurement" }).click();
  await hana.getByRole("button", { name: "3D renderings" }).click();
  await hana.getByLabel(t.proposal.timeline).fill("10");
  await hana.getByLabel(t.proposal.siteVisit).fill("2099-01-15");
  await hana.getByLabel(t.proposal.note).fill("Timber and linen, as in my Tai Wai projects.");
  await hana.getByRole("button", { name: t.designer.accept }).click();
  await expect(hana.getByText(t.designer.accepted, { exact: true })).toBeVisible();

  const eric = await pageFor(browser, ERIC);
  await introductionPage(eric, requestId);
  await eric.getByRole("button", { name: t.designer.decline }).click();
  const declining = eric.getByRole("dialog", { name: t.designer.declineTitle });
  await declining.getByRole("radio", { name: t.designer.declineReasons.fully_booked }).check();
  await declining.getByRole("button", { name: t.designer.decline }).click();
  await expect(eric.getByText(t.designer.declined, { exact: true })).toBeVisible();
  // Having declined, Eric keeps a record of the request, nothing of the homeowner.
  await expect(eric.getByText(t.designer.declinedText)).toBeVisible();
  await expect(eric.getByText(validRequest.description)).toHaveCount(0);

  // The client sees Hana's proposal only, writes to her, and chooses her.
  await page.goto(`/dashboard/my-forms/${requestId}`);
  await expect(page.getByRole("heading", { name: t.client.compareTitle })).toBeVisible();
  await expect(page.getByText("HK$85,000")).toBeVisible();
  await expect(page.getByText(ERIC.name)).toHaveCount(0);
  await page.getByLabel(t.thread.label).fill("Could you visit on a Saturday morning?");
  await page.getByRole("button", { name: t.thread.send }).click();
  await expect(page.getByText("Could you visit on a Saturday morning?")).toBeVisible();
  await hana.reload();
  await expect(hana.getByText("Could you visit on a Saturday morning?")).toBeVisible();
  // Before choosing her, Hana reads the homeowner as first name and last initial only.
  await expect(hana.getByText("Wing C. ·", { exact: false })).toBeVisible();
  await expect(hana.getByText("Wing Chan")).toHaveCount(0);

  await page.getByRole("button", { name: t.client.choose(HANA.name) }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: t.client.chooseConfirm }).click();
  await expect(page.getByText(t.client.chosen, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: HANA.email })).toBeVisible();
  await hana.reload();
  await expect(hana.getByRole("heading", { name: t.designer.chosenTitle })).toBeVisible();
  await expect(hana.getByRole("link", { name: client.email })).toBeVisible();
  await expect(hana.getByText(validRequest.propertyAddress)).toBeVisible();

  // The client completes the project and reviews Hana; the review shows on her profile.
  await page.getByRole("button", { name: t.client.complete }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: t.client.completeConfirm }).click();
  await expect(page.getByText(t.client.completed, { exact: true })).toBeVisible();
  await page.locator("label", { has: page.getByRole("radio", { name: p.review.chooseStars(5) }) }).click();
  await page.getByLabel(p.review.text, { exact: true }).fill("Calm, careful and on budget.");
  await page.getByRole("button", { name: p.review.submit }).click();
  await expect(page.getByText(p.review.submitted, { exact: true })).toBeVisible();

  const hanaId: string = (await (await hana.request.get("/api/auth/user")).json()).id;
  await page.goto(`/designers/${hanaId}`);
  await expect(page.getByText("Calm, careful and on budget.")).toBeVisible();

  // Every step was mailed to the right person. Mail leaves through the delivery queue, polled every 2 s and shared
  // with every other test's mail on a busy machine, so each inbox is read until its mail is in.
  const queued = { timeout: 30_000 };
  await expect
    .poll(async () => (await mailsTo(client.email)).map((mail) => mail.subject), queued)
    .toContain(t.mail.acceptedTitle(HANA.name));
  await expect
    .poll(async () => (await mailsTo(HANA.email)).map((mail) => mail.subject), queued)
    .toEqual(
      expect.arrayContaining([t.mail.chosenTitle, t.mail.messageTitle("Wing C."), p.mail.reviewedTitle]),
    );
  await expect
    .poll(async () => (await mailsTo(ERIC.email)).map((mail) => mail.subject), queued)
    .toContain(t.mail.introducedTitle);
});
