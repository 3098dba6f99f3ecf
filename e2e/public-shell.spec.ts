import { expect, test } from "@playwright/test";
import { APP_ROUTES } from "#shared/app/routes.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEMO, signIn } from "./support/fixtures.ts";
import { hydrated } from "./support/keyboard.ts";

const app = englishMessages.app;
const titleOf = (key: keyof typeof app.meta.pages) => app.meta.titleTemplate(app.meta.pages[key].title);
const samplePath = (path: string) => path.replace(":id", "00000000-0000-4000-8000-000000000000");

test.describe("public routes", () => {
  // Pages of one design or designer have their own specs.
  for (const route of APP_ROUTES.filter((r) => r.access === "public" && !r.path.includes(":"))) {
    test(`${route.path} shows its screen and title`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(titleOf(route.key === "home" ? "home" : route.key));
    });
  }

  test("the server writes each page's own head for link previews", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toContain(`<title>${titleOf("about")}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${titleOf("about")}">`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/about">/);
  });

  test("unknown paths show the 404 screen", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: app.states.notFoundTitle })).toBeVisible();
    await expect(page).toHaveTitle(titleOf("notFound"));
  });

  test("a visitor's page neither asks who is signed in nor logs an error", async ({ page }) => {
    const asked: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/user")) asked.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/designs");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: app.nav.logIn }).first()).toBeVisible();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the first paint waits for no web font, and text is set in Inter once the app has started", async ({
    page,
  }) => {
    await page.goto("/designs");
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    const css = await (await page.request.get(stylesheet ?? "")).text();
    expect(css.match(/url\([^)]*\.woff2[^)]*\)/g) ?? []).toEqual([]);
    await hydrated(page);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].some(
            (face) => face.family.includes("Inter Variable") && face.status === "loaded",
          );
        }),
      )
      .toBe(true);
  });

  test("/login leads home", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("protected routes", () => {
  for (const route of APP_ROUTES.filter((r) => r.access === "protected" && !r.promptsVisitors)) {
    test(`${route.path} sends a signed-out visitor to sign in`, async ({ page }) => {
      await page.goto(samplePath(route.path));
      await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
      expect(new URL(page.url()).searchParams.get("returnTo")).toBe(samplePath(route.path));
      const toastTitle = route.path.startsWith("/dashboard")
        ? app.guard.loginRequiredTitle
        : app.guard.authRequiredTitle;
      await expect(page.getByText(toastTitle, { exact: true })).toBeVisible();
    });
  }
});

test("/design-request invites a visitor to log in or sign up, and brings them back", async ({ page }) => {
  const denial = englishMessages.auth.denial;
  await page.goto("/design-request");
  await expect(page.getByRole("heading", { name: denial.signedOutTitle })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: denial.logIn })).toHaveAttribute(
    "href",
    "/api/login?returnTo=%2Fdesign-request",
  );
  await page.getByRole("main").getByRole("link", { name: denial.signUp }).click();
  await expect(page).toHaveURL(/\/sign-up\?returnTo=%2Fdesign-request$/);
});

test.describe("navigation", () => {
  test("the logo leads to /landing and the footer to the information pages", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: app.brand }).first().click();
    await expect(page).toHaveURL(/\/landing$/);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: app.footer.forClients }).click();
    await expect(page).toHaveURL(/\/for-clients$/);
    await expect(page).toHaveTitle(titleOf("forClients"));
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole("link", { name: app.footer.instagram })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("the mobile menu opens, and closes when a link is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/landing");
    const toggle = page.getByRole("button", { name: app.nav.openMenu });
    await expect(page.locator("#mobile-menu")).toHaveCount(0);
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: app.nav.about }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toHaveCount(0);
  });

  test("a phone's header fits its width, signed in too, and its menu offers the theme", async ({ page }) => {
    const widthOf = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto("/landing");
      await expect(page.getByRole("button", { name: app.nav.openMenu })).toBeVisible();
      expect(await widthOf(), `visitor at ${width} px`).toBe(width);
    }
    await signIn(page, DEMO.client);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto("/dashboard");
      await expect(page.getByTestId("notifications-bell")).toBeVisible();
      await expect(page.getByRole("button", { name: app.nav.openMenu })).toBeInViewport({ ratio: 1 });
      expect(await widthOf(), `signed in at ${width} px`).toBe(width);
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.getByRole("button", { name: app.nav.openMenu }).click();
    const menu = page.locator("#mobile-menu");
    const choice = menu.getByRole("group", { name: app.theme.label });
    await choice.getByText(app.theme.dark, { exact: true }).click();
    await expect(choice.getByRole("radio", { name: app.theme.dark })).toBeChecked();
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  test("every icon is drawn: on the server's page, in a menu opened later, on the next page, signed in", async ({
    page,
  }) => {
    // A visible icon whose symbol is missing from the page draws nothing: its box stays empty.
    const undrawnIcons = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("svg.lucide")]
          .filter((svg) => svg.checkVisibility())
          .filter((svg) => {
            const use = svg.querySelector("use");
            const symbol = document.querySelector(use?.getAttribute("href") ?? "#none");
            return !(symbol instanceof SVGSymbolElement) || (use?.getBBox().width ?? 0) === 0;
          })
          .map((svg) => svg.getAttribute("class")),
      );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/designs");
    expect(await undrawnIcons()).toEqual([]);
    await hydrated(page);
    await page.getByRole("button", { name: app.nav.openMenu }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect.poll(undrawnIcons).toEqual([]);
    await page.keyboard.press("Escape");
    await page
      .getByRole("link", { name: /^View design:/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/design\//);
    await expect.poll(undrawnIcons).toEqual([]);
    await signIn(page, DEMO.client);
    await page.goto("/dashboard");
    await expect(page.getByTestId("notifications-bell")).toBeVisible();
    await expect.poll(undrawnIcons).toEqual([]);
  });

  test("someone signed in finds their area's links in the side navigation and in the phone menu", async ({
    page,
  }) => {
    const sideNav = englishMessages.app.sideNav;
    await signIn(page, DEMO.client);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/dashboard");
    const side = page.getByRole("navigation", { name: sideNav.portal.client });
    await expect(side.getByRole("link", { name: sideNav.myForms })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(side).toBeHidden();
    await page.getByRole("button", { name: app.nav.openMenu }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByText(sideNav.portal.client)).toBeVisible();
    // The top links are not repeated below them: Dashboard is one of them.
    await expect(menu.getByRole("link", { name: sideNav.dashboard, exact: true })).toHaveCount(1);
    await menu.getByRole("link", { name: sideNav.myForms }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-forms$/);
    await expect(menu).toHaveCount(0);
  });

  // Each in a fresh browser: once the app has started, its service worker serves the modules from its cache.
  for (const { width, button, menu } of [
    { width: 390, button: app.nav.openMenu, menu: "phone" },
    { width: 1280, button: /^Theme:/, menu: "theme" },
  ]) {
    test(`a tap on the ${menu} menu before the app has started is kept, and the menu opens once it has`, async ({
      page,
    }) => {
      // The app's modules wait until the tap is made, as they would on a slow phone.
      let release = () => {};
      const tapped = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await tapped;
        await route.continue();
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/landing", { waitUntil: "domcontentloaded" });
      await page.getByRole("button", { name: button }).click();
      expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
      release();
      const opened =
        menu === "phone"
          ? page.locator("#mobile-menu")
          : page.getByRole("menuitemradio", { name: app.theme.dark });
      // Everything the app needs to start was held until the tap: all of its start-up is inside this wait.
      await expect(opened).toBeVisible({ timeout: 30_000 });
    });
  }

  test("the chosen theme persists across reloads", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/landing");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    // The server drew the page: its menus open once the app has started.
    await hydrated(page);
    await page.getByRole("button", { name: /^Theme:/ }).click();
    await page.getByRole("menuitemradio", { name: app.theme.dark }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await hydrated(page);
    await page.getByRole("button", { name: /^Theme:/ }).click();
    await page.getByRole("menuitemradio", { name: app.theme.system }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});
