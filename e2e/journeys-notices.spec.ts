import type { Browser, Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { type Account, DEMO, expect, mailsTo, signIn, test } from "./support/fixtures.ts";
import { acceptWithProposal, introduce, introductionTo } from "./support/introductions.ts";

/**
 * Issue 19, items 2, 5 and 9d–e as people meet them: a designer who declines says why and the desk
 * shows it; the homeowner keeps the proposal they accepted; a designer not chosen is told in the bell.
 */

const { introductions: t, suggestions: s, notifications: n } = englishMessages.matching;
const MARCUS = { email: "marcus.leung@example.com", password: DEMO.designer.password };
const JASON = { email: "jason.ho@example.com", password: DEMO.designer.password };
const VIVIAN = { email: "vivian.lau@example.com", password: DEMO.designer.password };

const proposal = (fee: number) => ({
  feeType: "fixed",
  feeMin: fee,
  feeMax: null,
  scopeItems: ["Site measurement", "Space planning and layout"],
  scopeNotes: "Two rounds of drawings.",
  timelineWeeks: 9,
  earliestSiteVisit: "2099-02-20",
  note: "Storage first, then light.",
});

async function pageFor(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

async function designerNamed(admin: Page, email: string): Promise<{ id: string; name: string }> {
  const found = await admin.request.get(`/api/admin/users?role=designer&q=${encodeURIComponent(email)}`);
  const [designer] = (await found.json()).items as { id: string; firstName: string; lastName: string }[];
  expect(designer).toBeDefined();
  return { id: designer?.id ?? "", name: `${designer?.firstName} ${designer?.lastName}` };
}

test("a decline says why on the desk, the homeowner keeps the agreed proposal, and the designer not chosen is told", async ({
  page,
  client,
  browser,
}) => {
  test.setTimeout(120_000);
  const created = await page.request.post("/api/forms", { data: { ...validRequest, district: "Wan Chai" } });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;

  const admin = await pageFor(browser, DEMO.admin);
  const [marcus, jason, vivian] = await Promise.all(
    [MARCUS, JASON, VIVIAN].map((account) => designerNamed(admin, account.email)),
  );
  await introduce(
    admin,
    requestId,
    [marcus, jason, vivian].map((designer) => designer?.id ?? ""),
  );

  // Vivian declines, and must say why.
  const vivianPage = await pageFor(browser, VIVIAN);
  await vivianPage.goto(`/dashboard/requests/${await introductionTo(vivianPage, requestId)}`);
  await vivianPage.getByRole("button", { name: t.designer.decline }).click();
  const declining = vivianPage.getByRole("dialog", { name: t.designer.declineTitle });
  await declining.getByRole("button", { name: t.designer.decline }).click();
  await expect(declining.getByText(t.validation.declineReason)).toBeVisible();
  await declining.getByRole("radio", { name: t.designer.declineReasons.outside_district }).check();
  await declining.getByLabel(t.designer.declineNote).fill("I work on Kowloon side only.");
  await declining.getByRole("button", { name: t.designer.decline }).click();
  await expect(vivianPage.getByText(t.designer.declined, { exact: true })).toBeVisible();
  await expect(vivianPage.getByText(t.designer.declinedText)).toBeVisible();

  // Every admin is told, with a link to the request; the desk shows the reason and the note.
  await expect
    .poll(async () => (await mailsTo(DEMO.admin.email)).map((mail) => mail.subject))
    .toContain(t.mail.declinedTitle(vivian?.name ?? ""));
  await admin.goto("/dashboard");
  await admin.getByTestId("notifications-bell").click();
  await admin
    .getByRole("menuitem", { name: t.mail.declinedTitle(vivian?.name ?? "") })
    .first()
    .click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/forms\\?id=${requestId}`));
  const introducedList = admin.getByRole("dialog").getByRole("region", { name: s.introduced.title });
  const reason = introducedList.getByTestId("decline-reason");
  await expect(reason).toContainText(s.introduced.declineReasons.outside_district);
  await expect(reason).toContainText("I work on Kowloon side only.");
  await expect(introducedList.getByText(s.introduced.statuses.declined)).toBeVisible();

  // Marcus and Jason accept; the homeowner chooses Marcus.
  for (const [account, fee] of [
    [MARCUS, 120_000],
    [JASON, 95_000],
  ] as const) {
    const designer = await pageFor(browser, account);
    await acceptWithProposal(designer, await introductionTo(designer, requestId), proposal(fee));
  }
  await page.goto(`/dashboard/my-forms/${requestId}`);
  await page.getByRole("button", { name: t.client.choose(marcus?.name ?? "") }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: t.client.chooseConfirm }).click();
  await expect(page.getByText(t.client.chosen, { exact: true })).toBeVisible();

  // The proposal she accepted stays on the request page with his contact details, after a reload too.
  await page.reload();
  const agreed = page.getByRole("region", { name: t.client.agreedProposal });
  await expect(agreed).toBeVisible();
  await expect(agreed.getByText("HK$120,000")).toBeVisible();
  await expect(agreed.getByText(t.proposal.weeks(9))).toBeVisible();
  await expect(agreed.getByText("Two rounds of drawings.")).toBeVisible();
  await expect(page.getByRole("link", { name: MARCUS.email })).toBeVisible();
  await expect(page.getByText("HK$95,000")).toHaveCount(0);

  // Jason was not chosen: his bell says so, without the homeowner's name, and opening it reads it.
  const jasonPage = await pageFor(browser, JASON);
  const jasonIntroduction = await introductionTo(jasonPage, requestId);
  await jasonPage.goto("/dashboard/requests");
  const bell = jasonPage.getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  const notice = jasonPage.getByRole("menuitem", { name: new RegExp(t.mail.passedTitle) }).first();
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(client.firstName);
  await expect(notice).not.toContainText("Chan");
  await notice.click();
  await expect(jasonPage).toHaveURL(new RegExp(`/dashboard/requests/${jasonIntroduction}`));
  await expect(jasonPage.getByText(t.designer.passedText)).toBeVisible();
  // Opening the request marked every notice about it read (the introduction, the choice).
  await expect
    .poll(async () => {
      const list: { items: { link: string; readAt: string | null }[] } = await (
        await jasonPage.request.get("/api/notifications")
      ).json();
      return list.items.filter(
        (item) => item.link === `/dashboard/requests/${jasonIntroduction}` && item.readAt === null,
      ).length;
    })
    .toBe(0);
  await expect(bell).toHaveAccessibleName(n.menu.label);
  await expect
    .poll(async () => (await mailsTo(JASON.email)).map((mail) => mail.subject))
    .toContain(t.mail.passedTitle);
});
