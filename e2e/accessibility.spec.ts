import type { Page } from "@playwright/test";
import type { PageKey } from "#shared/app/routes.ts";
import type { Design, DesignPage } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { announcements, recordAnnouncements } from "./support/announcements.ts";
import { seriousViolations } from "./support/axe.ts";
import { preferColorScheme } from "./support/color-scheme.ts";
import { type Account, DEMO, expect, freshEmail, PASSWORD, signIn, test } from "./support/fixtures.ts";
import { toasts } from "./support/toasts.ts";

// Issue 9: axe finds no serious or critical WCAG 2.2 A/AA violation on any page, in either theme.

// Each check runs axe twice (both themes), a few seconds each on a busy machine.
test.describe.configure({ timeout: 90_000 });

type Role = "visitor" | keyof typeof DEMO;
/** A page's address, or how to find one with real data through the API as the signed-in role. */
type Address = string | ((page: Page) => Promise<string>);

const getJson = async <T>(page: Page, url: string): Promise<T> => {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
};

/** A catalogue design with several images, so its carousel has arrows and thumbnails. */
async function designPath(page: Page): Promise<string> {
  const { items } = await getJson<DesignPage>(page, "/api/portfolio");
  const design = items.find((item: Design) => item.images.length > 1) ?? items[0];
  return `/design/${design?.id}`;
}

async function designerPath(page: Page): Promise<string> {
  const { items } = await getJson<DesignPage>(page, "/api/portfolio");
  return `/designers/${items.find((item) => item.designer.isVetted)?.designer.id}`;
}

/** The demo client's request with proposals to compare (README's tour). */
async function requestProgressPath(page: Page): Promise<string> {
  const requests = await getJson<DesignRequest[]>(page, "/api/client/forms");
  return `/dashboard/my-forms/${requests.find((request) => request.status === "matched")?.id}`;
}

async function introductionPath(page: Page): Promise<string> {
  const introductions = await getJson<{ id: string }[]>(page, "/api/designer/introductions");
  return `/dashboard/requests/${introductions[0]?.id}`;
}

/** Every screen of the route table, as each role that meets it; a new route does not compile until it is listed. */
const VISITS: Record<PageKey, [Role, Address][]> = {
  home: [
    ["visitor", "/"],
    ["client", "/"],
    ["designer", "/"],
    ["admin", "/"],
  ],
  landing: [["visitor", "/landing"]],
  designs: [["visitor", "/designs"]],
  design: [["visitor", designPath]],
  howItWorks: [["visitor", "/how-it-works"]],
  about: [["visitor", "/about"]],
  forDesigners: [["visitor", "/for-designers"]],
  forClients: [["visitor", "/for-clients"]],
  privacy: [["visitor", "/privacy"]],
  terms: [["visitor", "/terms"]],
  cookies: [["visitor", "/cookies"]],
  contact: [["visitor", "/contact"]],
  adminAccess: [["visitor", "/admin-access"]],
  signIn: [["visitor", "/sign-in"]],
  signUp: [["visitor", "/sign-up"]],
  forgotPassword: [["visitor", "/forgot-password"]],
  resetPassword: [
    ["visitor", "/reset-password?token=an-unchecked-token"],
    ["visitor", "/reset-password"],
  ],
  signOut: [
    ["visitor", "/sign-out"],
    ["client", "/sign-out"],
  ],
  designRequest: [
    ["visitor", "/design-request"],
    ["client", "/design-request"],
    ["designer", "/design-request"],
  ],
  dashboard: [
    ["client", "/dashboard"],
    ["designer", "/dashboard"],
    ["admin", "/dashboard"],
  ],
  // The same screen as /dashboard.
  homeDashboard: [["designer", "/home"]],
  myForms: [["client", "/dashboard/my-forms"]],
  portfolio: [
    ["designer", "/dashboard/portfolio"],
    ["admin", "/dashboard/portfolio"],
  ],
  dashboardProfile: [
    ["client", "/dashboard/profile"],
    ["designer", "/dashboard/profile"],
  ],
  profile: [["admin", "/profile"]],
  forms: [["admin", "/dashboard/forms"]],
  clients: [["admin", "/dashboard/clients"]],
  designers: [["admin", "/dashboard/designers"]],
  messages: [["admin", "/dashboard/messages"]],
  deliveries: [["admin", "/dashboard/deliveries"]],
  analytics: [["admin", "/dashboard/analytics"]],
  savedDesigns: [["client", "/saved-designs"]],
  designerProfile: [["visitor", designerPath]],
  designerDirectory: [
    ["visitor", "/designers"],
    ["client", "/designers?styles=Modern&languages=Cantonese&sort=rating"],
  ],
  costGuide: [["visitor", "/cost-guide"]],
  introducedRequests: [["designer", "/dashboard/requests"]],
  introducedRequest: [["designer", introductionPath]],
  requestProgress: [["client", requestProgressPath]],
  credentials: [["admin", "/dashboard/credentials"]],
  notFound: [["visitor", "/no/such/page"]],
};

/** Key pages read again in Chinese: other words, other widths, the same rules. */
const CHINESE_VISITS: [Role, Address][] = [
  ["visitor", "/landing"],
  ["visitor", "/designs"],
  ["visitor", designPath],
  ["visitor", "/sign-in"],
  ["visitor", "/contact"],
  ["client", "/design-request"],
  ["client", "/dashboard/my-forms"],
  ["designer", introductionPath],
  ["admin", "/dashboard/forms"],
];

/** Opens a page and waits until its lazy parts and data have arrived: no spinner or placeholder left. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Located by CSS, not role: an open dialog hides the page's heading from the accessibility tree.
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.locator(".animate-pulse, .animate-spin")).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Axe's serious and critical findings in the light theme, then the dark one (the 'system' theme follows). */
async function bothThemes(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await preferColorScheme(page, colorScheme);
    found.push(...(await seriousViolations(page, `${where} (${colorScheme})`)));
  }
  return found;
}

function expectNone(found: string[]) {
  expect(found.join("\n\n") || "no serious or critical violations").toBe("no serious or critical violations");
}

async function signInAs(page: Page, role: Role) {
  if (role !== "visitor") await signIn(page, DEMO[role]);
}

async function visit(page: Page, role: Role, address: Address, query = "") {
  await signInAs(page, role);
  const path = typeof address === "string" ? address : await address(page);
  const url = query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
  await open(page, url);
  expectNone(await bothThemes(page, `${url} as ${role}`));
}

const label = (address: Address) => (typeof address === "string" ? address : address.name);

test.describe("every page", () => {
  for (const [key, visits] of Object.entries(VISITS)) {
    for (const [role, address] of visits) {
      test(`${key}: ${label(address)} as ${role}`, async ({ page }) => visit(page, role, address));
    }
  }
});

test.describe("in Chinese", () => {
  for (const [role, address] of CHINESE_VISITS) {
    test(`${label(address)} as ${role}`, async ({ page }) => visit(page, role, address, "lang=zh-HK"));
  }
});

const { app, auth, profile, requests, designs, admin } = englishMessages;
const carouselText = designs.carousel;

test.describe("dialogs and menus", () => {
  // `client` signs the page in as a new client, the owner of the request made here.
  test("a request's details, its edit form and the delete question", async ({ page, client: _client }) => {
    const created = await page.request.post("/api/forms", { data: validRequest });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await open(page, `/dashboard/my-forms?id=${id}`);
    await expect(page.getByRole("dialog", { name: requests.myForms.detailsTitle })).toBeVisible();
    const found = await bothThemes(page, "request details dialog");

    await open(page, `/dashboard/my-forms?edit=true&id=${id}`);
    await expect(page.getByRole("dialog")).toBeVisible();
    found.push(...(await bothThemes(page, "request edit dialog")));
    expectNone(found);
  });

  test("the admin's row menu, request dialog, designer picker and confirm dialog", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await open(page, "/dashboard/forms");
    await page
      .getByRole("button", { name: /^Actions for the request of / })
      .first()
      .click();
    await expect(page.getByRole("menu")).toBeVisible();
    const found = await bothThemes(page, "request row menu");
    await page.getByRole("menuitem", { name: requests.desk.delete }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    found.push(...(await bothThemes(page, "delete confirm dialog")));
    await page.getByRole("alertdialog").getByRole("button", { name: requests.desk.cancel }).click();

    const list = await getJson<{ items: DesignRequest[] }>(page, "/api/forms?status=submitted");
    await open(page, `/dashboard/forms?id=${list.items[0]?.id}`);
    const details = page.getByRole("dialog", { name: requests.myForms.detailsTitle });
    await expect(details).toBeVisible();
    found.push(...(await bothThemes(page, "admin request dialog")));
    await details.getByRole("button", { name: englishMessages.matching.suggestions.picker.find }).click();
    await expect(
      page.getByRole("dialog", { name: englishMessages.matching.suggestions.picker.title }),
    ).toBeVisible();
    found.push(...(await bothThemes(page, "designer picker dialog")));
    expectNone(found);
  });

  test("the admin's designer dialogs", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await open(page, "/dashboard/designers");
    await page.getByRole("button", { name: admin.designers.add }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const found = await bothThemes(page, "add designer dialog");
    await page.keyboard.press("Escape");
    await page
      .getByRole("button", { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    found.push(...(await bothThemes(page, "designer details dialog")));
    expectNone(found);
  });

  test("the designer's portfolio item dialog", async ({ page }) => {
    await signIn(page, DEMO.designer);
    await open(page, "/dashboard/portfolio?action=create");
    await expect(page.getByRole("dialog")).toBeVisible();
    expectNone(await bothThemes(page, "portfolio item dialog"));
  });

  test("the complete-profile dialog", async ({ page }) => {
    const created = await page.request.post("/api/auth/register", {
      data: { email: freshEmail("incomplete"), password: PASSWORD },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: profile.complete.title })).toBeVisible();
    expectNone(await bothThemes(page, "complete-profile dialog"));
  });

  test("the account, notifications and theme menus", async ({ page }) => {
    await signIn(page, DEMO.client as Account);
    await open(page, "/dashboard");
    const found: string[] = [];
    for (const [name, where] of [
      [app.nav.userMenu, "account menu"],
      [/^Notifications/, "notifications menu"],
      [/^Theme:/, "theme menu"],
    ] as const) {
      await page.getByRole("button", { name }).first().click();
      await expect(page.getByRole("menu")).toBeVisible();
      found.push(...(await bothThemes(page, where)));
      await page.keyboard.press("Escape");
      await expect(page.getByRole("menu")).toHaveCount(0);
    }
    expectNone(found);
  });

  test("the mobile menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/landing");
    await page.getByRole("button", { name: app.nav.openMenu }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expectNone(await bothThemes(page, "mobile menu"));
  });
});

test.describe("what screen readers are told", () => {
  test("a toast is announced in a live region", async ({ page }) => {
    await open(page, "/sign-in");
    await page.getByLabel(auth.fields.email).fill(freshEmail("nobody"));
    await page.getByLabel(auth.fields.password).fill("not the password");
    await recordAnnouncements(page);
    await page.getByRole("button", { name: auth.signIn.submit }).click();
    await expect(page.getByText(auth.errors.invalidCredentials, { exact: true })).toBeVisible();
    await expect
      .poll(() => announcements(page))
      .toContainEqual(expect.stringContaining(auth.errors.invalidCredentials));
    await expect(toasts(page)).toBeAttached();
    expectNone(await bothThemes(page, "sign-in failure toast"));
  });

  test("the design page's carousel announces the image it moves to", async ({ page }) => {
    await open(page, await designPath(page));
    const carousel = page.getByRole("region", { name: carouselText.region });
    await expect(carousel).toHaveAttribute("aria-roledescription", carouselText.roleDescription);
    const total = await page
      .getByRole("list", { name: designs.detail.thumbnails })
      .getByRole("button")
      .count();
    const slide = carousel.getByRole("group", { name: carouselText.position(1, total) });
    await expect(slide).toHaveAttribute("aria-roledescription", carouselText.slide);

    await recordAnnouncements(page);
    await carousel.getByRole("button", { name: carouselText.next }).click();
    await expect(carousel.getByRole("group", { name: carouselText.position(2, total) })).toBeVisible();
    await expect.poll(() => announcements(page)).toContain(carouselText.position(2, total));
    expectNone(await bothThemes(page, "carousel on its second image"));
  });

  test("a design card's carousel announces the image it moves to", async ({ page }) => {
    await open(page, "/designs");
    const card = page
      .getByRole("group", { name: /./ })
      .filter({ has: page.getByRole("button", { name: carouselText.next }) })
      .first();
    await expect(card).toHaveAttribute("aria-roledescription", carouselText.roleDescription);
    await recordAnnouncements(page);
    await card.getByRole("button", { name: carouselText.next }).click();
    await expect.poll(() => announcements(page)).toContainEqual(expect.stringMatching(/^Image 2 of \d+$/));
  });
});
