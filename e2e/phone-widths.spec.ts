import type { Locator, Page } from "@playwright/test";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import type { Introduction } from "#shared/matching/introductions.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

// Issue 19 §3: at a phone's 390 px no page is wider than the screen, and nothing a person needs sits off to
// the side of a card with no cue.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// Each role's sweep opens a dozen pages on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Role = "visitor" | keyof typeof DEMO;
/** A page's address, or how to find one with real data through the API as the signed-in role. */
type Address = string | ((page: Page) => Promise<string>);

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** The catalogue's design with the most images: the longest thumbnail strip (5 in the demo). */
async function designWithMostImages(page: Page): Promise<string> {
  const { items } = await getJson<DesignPage>(page, "/api/portfolio?pageSize=60");
  const most = items.reduce(
    (best: Design | undefined, item) => (item.images.length > (best?.images.length ?? 0) ? item : best),
    undefined,
  );
  expect(most?.images.length ?? 0, "a demo design with several images").toBeGreaterThanOrEqual(4);
  return `/design/${most?.id}`;
}

/** A design with 4 images, the narrower of the two widths the walk measured (425 px). */
async function designWithFourImages(page: Page): Promise<string> {
  const { items } = await getJson<DesignPage>(page, "/api/portfolio?pageSize=60");
  const four = items.find((item) => item.images.length === 4);
  expect(four, "a demo design with 4 images").toBeDefined();
  return `/design/${four?.id}`;
}

async function designerPagePath(page: Page): Promise<string> {
  const { items } = await getJson<DesignPage>(page, "/api/portfolio");
  return `/designers/${items.find((item) => item.designer.isVetted)?.designer.id}`;
}

/** The demo client's request with two designers' proposals to compare (README's tour). */
async function comparisonPath(page: Page): Promise<string> {
  const requests = await getJson<DesignRequest[]>(page, "/api/client/forms");
  const matched = requests.find((request) => request.status === "matched");
  expect(matched, "the demo client's request with proposals").toBeDefined();
  return `/dashboard/my-forms/${matched?.id}`;
}

async function clientRequestPath(page: Page): Promise<string> {
  const requests = await getJson<DesignRequest[]>(page, "/api/client/forms");
  return `/dashboard/my-forms?id=${requests[0]?.id}`;
}

async function introductionPaths(page: Page): Promise<string[]> {
  const introductions = await getJson<{ id: string }[]>(page, "/api/designer/introductions");
  return introductions.map((introduction) => `/dashboard/requests/${introduction.id}`);
}

async function firstIntroduction(page: Page): Promise<string> {
  return (await introductionPaths(page))[0] ?? "/dashboard/requests";
}

async function lastIntroduction(page: Page): Promise<string> {
  return (await introductionPaths(page)).at(-1) ?? "/dashboard/requests";
}

async function deskRequestPath(page: Page): Promise<string> {
  const { items } = await getJson<{ items: DesignRequest[] }>(page, "/api/forms?pageSize=1");
  return `/dashboard/forms?id=${items[0]?.id}`;
}

/** The main pages of each role: what a person of that role reaches from the navigation and the dashboards. */
const SWEEPS: Record<Role, Address[]> = {
  visitor: [
    "/",
    "/designs",
    designWithMostImages,
    designWithFourImages,
    "/designers",
    designerPagePath,
    "/how-it-works",
    "/about",
    "/for-designers",
    "/for-clients",
    "/privacy",
    "/terms",
    "/cookies",
    "/contact",
    "/sign-in",
    "/sign-up",
    "/forgot-password",
    "/admin-access",
    "/design-request",
    "/no/such/page",
  ],
  client: [
    "/",
    "/home",
    "/dashboard",
    "/dashboard/my-forms",
    clientRequestPath,
    comparisonPath,
    "/design-request",
    "/saved-designs",
    "/dashboard/profile",
    designWithMostImages,
  ],
  designer: [
    "/",
    "/home",
    "/dashboard",
    "/dashboard/requests",
    firstIntroduction,
    lastIntroduction,
    "/dashboard/portfolio",
    "/dashboard/portfolio?action=create",
    "/dashboard/profile",
  ],
  admin: [
    "/",
    "/home",
    "/dashboard",
    "/dashboard/forms",
    deskRequestPath,
    "/dashboard/clients",
    "/dashboard/designers",
    "/dashboard/messages",
    "/dashboard/deliveries",
    "/dashboard/portfolio",
    "/dashboard/my-forms",
    "/profile",
  ],
};

/** Opens a page and waits until its lazy parts and data have arrived: no spinner or placeholder left. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // By CSS, not role: an open dialog hides the page's heading from the accessibility tree. A worker's first
  // signed-in page loads the dashboards' chunks, which took over 10 s once with every core busy.
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".animate-pulse, .animate-spin")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Boxes inside `within` whose content runs past their own width, so part of it waits off to the side. */
function sidewaysScrollers(page: Page, within: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(`${selector} *`)]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} ${element.scrollWidth} px in ${element.clientWidth} px`,
        ),
    within,
  );
}

/** Whether the element lies wholly within the phone's screen, side to side. */
async function expectOnScreen(name: string, locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, `${name} is shown`).not.toBeNull();
  expect(box?.x ?? -1, `${name}'s left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${name}'s right edge`).toBeLessThanOrEqual(PHONE.width);
}

for (const [role, addresses] of Object.entries(SWEEPS) as [Role, Address[]][]) {
  test(`every main page of the ${role} fits a 390 px phone`, async ({ page }) => {
    if (role !== "visitor") await signIn(page, DEMO[role]);
    const tooWide: string[] = [];
    for (const address of addresses) {
      const path = typeof address === "string" ? address : await address(page);
      await open(page, path);
      const width = await pageWidth(page);
      if (width > PHONE.width) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide, `pages wider than ${PHONE.width} px as ${role}`).toEqual([]);
  });
}

const { admin: adminText, matching } = englishMessages;

test("the admin's designer list shows each designer's vetting and actions on a phone", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await open(page, "/dashboard/designers");
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysScrollers(page, "main")).toEqual([]);
  const row = page.getByRole("row").filter({ hasText: "Chloe Wong" });
  await expectOnScreen("the vetting switch", row.getByRole("switch"));
  await expectOnScreen(
    "the view button",
    row.getByRole("button", { name: adminText.designers.view("Chloe Wong") }),
  );
  await expectOnScreen(
    "the delete button",
    row.getByRole("button", { name: adminText.designers.delete("Chloe Wong") }),
  );
});

test("a homeowner compares proposals on a phone one under another, nothing off to the side", async ({
  page,
}) => {
  await signIn(page, DEMO.client);
  const path = await comparisonPath(page);
  const introductions = await getJson<Introduction[]>(
    page,
    `/api/forms/${path.split("/").at(-1)}/introductions`,
  );
  const accepted = introductions.filter((introduction) => introduction.status === "accepted");
  expect(accepted.length, "proposals to compare").toBeGreaterThanOrEqual(2);
  await open(page, path);
  await expect(page.getByRole("heading", { name: matching.introductions.client.compareTitle })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysScrollers(page, "main")).toEqual([]);
  for (const introduction of accepted) {
    const choose = page.getByRole("button", {
      name: matching.introductions.client.choose(introduction.designer.name),
    });
    await expectOnScreen(`choosing ${introduction.designer.name}`, choose);
  }
});
