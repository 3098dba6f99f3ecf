import type { Locator, Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { type Account, DEMO, expect, signIn, test } from "./support/fixtures.ts";
import { acceptWithProposal, designerIdOf, introduce, introductionTo } from "./support/introductions.ts";

// Issue 19 §8: one dashboard per role at `/`, `/home` and `/dashboard`, and a 'Getting Started' list that
// ticks from what the account has really done.

const { profile, designs, requests, matching, auth } = englishMessages;
const home = profile.home;
const HANA = { email: "hana.tsang@example.com", password: DEMO.designer.password, name: "Hana Tsang" };
const DASHBOARD_PATHS = ["/", "/home", "/dashboard"];

/** A step of the 'Getting Started' list (or a request's steps), found by its words. */
const step = (page: Page, label: string): Locator => page.getByRole("listitem").filter({ hasText: label });

async function expectDone(page: Page, label: string) {
  await expect(step(page, label)).toContainText(`${home.stepDone} ${label}`);
}

async function expectToDo(page: Page, label: string) {
  await expect(step(page, label)).toContainText(`${home.stepToDo} ${label}`);
}

async function openDashboard(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  // The first signed-in page loads the dashboards' chunks, which took over 10 s once with every core busy.
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 30_000 });
}

test("a homeowner has one dashboard at /, /home and /dashboard", async ({ page, client }) => {
  for (const path of DASHBOARD_PATHS) {
    await openDashboard(page, path);
    await expect(
      page.getByRole("heading", { level: 1, name: home.greeting(client.firstName) }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(home.cards.request.title) })).toBeVisible();
    await expect(page.getByRole("heading", { name: requests.clientDashboard.myRequests })).toBeVisible();
    await expect(page.getByRole("heading", { name: home.gettingStarted })).toBeVisible();
  }
});

test("a designer signs in to the designer's dashboard, the same at /, /home and /dashboard", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await page.getByLabel(auth.fields.email).fill(DEMO.designer.email);
  await page.getByLabel(auth.fields.password).fill(DEMO.designer.password);
  await page.getByRole("button", { name: auth.signIn.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  for (const path of DASHBOARD_PATHS) {
    if (path !== "/") await openDashboard(page, path);
    await expect(
      page.getByRole("heading", { level: 1, name: designs.portfolio.dashboard.title }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(home.designer.introductions) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(home.designer.publicProfile) })).toBeVisible();
    // Nothing of a homeowner's: no request to start, no homeowner's steps.
    await expect(page.getByText(home.cards.request.title)).toHaveCount(0);
    await expect(page.getByText(home.steps.request)).toHaveCount(0);
  }
  // The demo designer has an account, designs, the team's vetting and answered introductions.
  for (const label of [
    home.designer.steps.account,
    home.designer.steps.firstDesign,
    home.designer.steps.vetted,
    home.designer.steps.answered,
  ]) {
    await expectDone(page, label);
  }
});

test("an admin has the review desk at /, /home and /dashboard", async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const path of DASHBOARD_PATHS) {
    await openDashboard(page, path);
    await expect(page.getByRole("heading", { level: 1, name: requests.desk.adminTitle })).toBeVisible();
    await expect(page.getByText(home.gettingStarted)).toHaveCount(0);
  }
});

test("/home sends a visitor to sign in, then back to it", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fhome$/);
});

async function pageFor(page: Page, account: Account): Promise<Page> {
  const other = await page.context().browser()?.newContext();
  const opened = await other?.newPage();
  if (!opened) throw new Error("no browser for a second account");
  await signIn(opened, account);
  return opened;
}

test("the homeowner's checklist ticks as the request goes, and a completed request's last step is ticked", async ({
  page,
  client: _client,
}) => {
  test.setTimeout(90_000);
  await openDashboard(page, "/home");
  await expectDone(page, home.steps.profile);
  await expectToDo(page, home.steps.request);
  await expectToDo(page, home.steps.introduced);
  await expectToDo(page, home.steps.chosen);
  await expect(page.getByText(home.progress(1, 4))).toBeVisible();

  const created = await page.request.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;
  await page.reload();
  await expectDone(page, home.steps.request);
  await expectToDo(page, home.steps.introduced);

  // The team introduces Hana; she accepts with a proposal.
  const admin = await pageFor(page, DEMO.admin);
  await introduce(admin, requestId, [await designerIdOf(admin, HANA.email)]);
  await page.reload();
  await expectDone(page, home.steps.introduced);
  await expectToDo(page, home.steps.chosen);

  const hana = await pageFor(page, HANA);
  const introductionId = await introductionTo(hana, requestId);
  await acceptWithProposal(hana, introductionId);

  // The homeowner chooses her: every step is ticked.
  const chosen = await page.request.post(`/api/introductions/${introductionId}/choose`);
  expect(chosen.status(), await chosen.text()).toBeLessThan(300);
  await page.reload();
  await expectDone(page, home.steps.chosen);
  await expect(page.getByText(home.progress(4, 4))).toBeVisible();

  // Once completed, the request's own steps tick the last one too, instead of keeping its number.
  const completed = await page.request.post(`/api/forms/${requestId}/complete`);
  expect(completed.status(), await completed.text()).toBeLessThan(300);
  await page.goto(`/dashboard/my-forms/${requestId}`);
  const steps = matching.introductions.client.steps;
  const current = page.locator("li[aria-current=step]");
  await expect(current).toContainText(`${home.stepDone} ${steps.completed}`);
  await expect(current).not.toContainText("4");
  const way = page.locator("ol").filter({ has: current });
  for (const label of [steps.submitted, steps.matched, steps.in_progress, steps.completed]) {
    await expect(way.getByRole("listitem").filter({ hasText: label })).toContainText(
      `${home.stepDone} ${label}`,
    );
  }
});
