import type { Browser, Page } from "@playwright/test";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { type Account, DEMO, expect, signIn, test } from "./support/fixtures.ts";
import { acceptWithProposal, designerIdOf, introduce, introductionTo } from "./support/introductions.ts";

/** A demo designer no other browser test uses, so their introductions and items are this test's own. */
const VIVIAN = { email: "vivian.lau@example.com", password: DEMO.designer.password };

/** Markup that runs script if a page ever renders it as HTML; each names where it was stored. */
const PAYLOADS = {
  name: `<img src=x onerror="window.__xss='name'">`,
  address: `12 <script>window.__xss='address'</script> Harbour Road`,
  description: `A calm flat for three. <img src=x onerror="window.__xss='description'"> We need storage and a study.`,
  proposal: `<img src=x onerror="window.__xss='proposal'"> Timber and linen throughout.`,
  message: `<script>window.__xss='message'</script> When may I visit?`,
  title: `Loft <svg onload="window.__xss='title'">`,
  itemDescription: `<img src=x onerror="window.__xss='item'"> Raw concrete, warm oak.`,
  contactName: `<img src=x onerror="window.__xss='contact'">Mei`,
  contactMessage: `<script>window.__xss='contact message'</script> Please call me back.`,
};

/**
 * Watches a page for any sign that stored markup became live: a dialog, a CSP report of a blocked
 * inline script, the `window.__xss` flag, or an element the payloads would create.
 */
function watch(page: Page) {
  const incidents: string[] = [];
  page.on("dialog", async (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) incidents.push(`CSP: ${message.text()}`);
  });
  return async function assertInert() {
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // The page's own inline elements are data (JSON-LD, the server-rendered page's state) and the theme
    // script the CSP allows by its hash; any other inline script came from stored text.
    await expect(
      page.locator(
        'img[src="x"], svg[onload], script:not([src]):not([type="application/ld+json"]):not([type="application/json"]):not(#theme-init):not(#paint-first)',
      ),
    ).toHaveCount(0);
    expect(incidents).toEqual([]);
  };
}

async function visit(page: Page, url: string, texts: string[]) {
  const assertInert = watch(page);
  await page.goto(url);
  for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
  await assertInert();
}

async function pageFor(browser: Browser, account?: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account) await signIn(page, account);
  return page;
}

async function ok<T>(response: { status(): number; text(): Promise<string>; json(): Promise<T> }) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

test("stored markup shows as text on every page that shows it, and never runs", async ({
  page,
  client,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `${client.firstName}${PAYLOADS.name}`;
  await ok(
    await page.request.patch("/api/user/profile", {
      data: { firstName: name, lastName: "Chan", phoneNumber: "+852 9123 4567" },
    }),
  );
  const request: { id: string } = await ok(
    await page.request.post("/api/forms", {
      data: { ...validRequest, propertyAddress: PAYLOADS.address, description: PAYLOADS.description },
    }),
  );

  const admin = await pageFor(browser, DEMO.admin);
  await introduce(admin, request.id, [await designerIdOf(admin, VIVIAN.email)]);

  const vivian = await pageFor(browser, VIVIAN);
  const introductionId = await introductionTo(vivian, request.id);
  await acceptWithProposal(vivian, introductionId, {
    feeMin: 90_000,
    timelineWeeks: 8,
    earliestSiteVisit: "2099-02-01",
    note: PAYLOADS.proposal,
  });
  await ok(
    await vivian.request.post(`/api/introductions/${introductionId}/messages`, {
      data: { body: PAYLOADS.message },
    }),
  );
  const item: { id: string } = await ok(
    await vivian.request.post("/api/portfolio", {
      data: {
        titleEn: PAYLOADS.title,
        descriptionEn: PAYLOADS.itemDescription,
        style: ["Industrial"],
        budget: { min: 100_000, max: 200_000 },
      },
    }),
  );
  const visitor = await pageFor(browser);
  await ok(
    await visitor.request.post("/api/contact", {
      data: {
        name: PAYLOADS.contactName,
        email: "mei@example.com",
        companyName: "Private homeowner",
        mobileNumber: "+852 9123 4567",
        subject: "General",
        message: PAYLOADS.contactMessage,
      },
    }),
  );

  try {
    await visit(page, `/dashboard/my-forms/${request.id}`, [
      PAYLOADS.address,
      PAYLOADS.proposal,
      PAYLOADS.message,
    ]);
    await visit(admin, `/dashboard/forms?id=${request.id}`, [
      PAYLOADS.name,
      PAYLOADS.address,
      PAYLOADS.description,
    ]);
    await visit(admin, "/dashboard/messages", [PAYLOADS.contactName, PAYLOADS.contactMessage]);
    await visit(vivian, `/dashboard/requests/${introductionId}`, [
      name,
      PAYLOADS.description,
      PAYLOADS.message,
    ]);
    await visit(visitor, `/design/${item.id}`, [PAYLOADS.title, PAYLOADS.itemDescription]);
  } finally {
    // The catalogue is shared with the other browser tests: leave it as it was.
    await vivian.request.delete(`/api/portfolio/${item.id}`);
  }
});
