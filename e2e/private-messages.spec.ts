import type { Browser, Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEFAULT_BRAND } from "#shared/i18n/locales.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { type Account, DEMO, expect, expectSignedInAs, signIn, test } from "./support/fixtures.ts";
import { acceptWithProposal, introduce, introductionTo } from "./support/introductions.ts";

/** Private until chosen (issue 19 §11): contact details are masked for the other side until the homeowner chooses. */

const { introductions: t, screening: s } = englishMessages.matching;
const zh = createChineseMessages(DEFAULT_BRAND).matching.screening;
const JASON = { email: "jason.ho@example.com", password: DEMO.designer.password, name: "Jason Ho" };

/** The placeholder as the thread shows it: framed, without its brackets. */
const unbracketed = (hidden: string) => hidden.slice(1, -1);

async function pageFor(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  return page;
}

test("contact details are hidden from the other side until the homeowner chooses, and admins see the attempt", async ({
  page,
  client,
  browser,
}) => {
  test.setTimeout(120_000);
  await expectSignedInAs(page, client);
  const created = await page.request.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;

  // The admin introduces Jason, who accepts with a proposal.
  const admin = await pageFor(browser, DEMO.admin);
  const jason = await pageFor(browser, JASON);
  const jasonId: string = (await (await jason.request.get("/api/auth/user")).json()).id;
  await introduce(admin, requestId, [jasonId]);
  const introductionId = await introductionTo(jason, requestId);
  await acceptWithProposal(jason, introductionId);

  // Jason is warned while writing, sends anyway, and is told why at once.
  const written = "Easier to talk directly: WhatsApp me on 9123 4567";
  await jason.goto(`/dashboard/requests/${introductionId}`);
  const composer = jason.getByLabel(t.thread.label);
  await composer.fill("Budget HK$300,000 and 650 sq ft noted.");
  await expect(jason.getByText("This looks like")).toHaveCount(0);
  await composer.fill(written);
  await expect(jason.getByText(s.warning.designer(["phone", "messaging"]))).toBeVisible();
  await jason.getByRole("button", { name: t.thread.send }).click();
  await expect(jason.getByText(written, { exact: true })).toBeVisible();
  // Under the message, and above the composer with the reason.
  await expect(jason.getByText(s.sender.hiddenFrom(["phone", "messaging"], s.otherSide.client))).toHaveCount(
    2,
  );
  await expect(jason.getByText(s.sender.why.designer)).toBeVisible();
  await expect(jason.getByText(s.sender.clause)).toBeVisible();
  await expect(jason.getByRole("link", { name: s.sender.termsLink })).toHaveAttribute(
    "href",
    "/terms#non-circumvention",
  );

  // The homeowner reads it masked, in English and in Chinese.
  await page.goto(`/dashboard/my-forms/${requestId}`);
  await expect(page.getByText("Easier to talk directly:")).toBeVisible();
  await expect(page.getByText(unbracketed(s.hidden), { exact: true })).toHaveCount(2);
  await expect(page.getByText("9123 4567")).toHaveCount(0);
  await expect(page.getByText(s.readerNote.client)).toBeVisible();
  await page.goto(`/dashboard/my-forms/${requestId}?lang=zh-HK`);
  await expect(page.getByText(unbracketed(zh.hidden), { exact: true })).toHaveCount(2);
  await expect(page.getByText("9123 4567")).toHaveCount(0);

  // The admin sees the attempt on the request: who, what kind, the original text.
  await admin.goto(`/dashboard/forms?id=${requestId}`);
  const details = admin.getByRole("dialog", { name: englishMessages.requests.myForms.detailsTitle });
  const attempts = details.getByRole("region", { name: s.admin.title });
  await expect(attempts.getByText(s.admin.from(JASON.name, "designer"))).toBeVisible();
  await expect(attempts.getByText(s.kinds.phone)).toBeVisible();
  await expect(attempts.getByText(s.kinds.messaging)).toBeVisible();
  await expect(attempts.getByLabel(s.admin.original)).toHaveText(written);

  // Once the homeowner chooses Jason, they message freely (back in English: the page remembers the language).
  await page.goto(`/dashboard/my-forms/${requestId}?lang=en`);
  await page.getByRole("button", { name: t.client.choose(JASON.name) }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: t.client.chooseConfirm }).click();
  await expect(page.getByText(t.client.chosen, { exact: true })).toBeVisible();
  await jason.reload();
  await jason.getByLabel(t.thread.label).fill("My office line is 2345 6789");
  await expect(jason.getByText("This looks like")).toHaveCount(0);
  await jason.getByRole("button", { name: t.thread.send }).click();
  await expect(jason.getByText("My office line is 2345 6789", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("My office line is 2345 6789", { exact: true })).toBeVisible();
});
