import { englishMessages } from "#shared/i18n/index.ts";
import { expect, test } from "./support/fixtures.ts";

const { app, auth } = englishMessages;

/** A page on another site with a link to this site's sign-out address, as a forum post or a mail could hold. */
const FOREIGN_PAGE = "https://elsewhere.example/post";

test("a sign-out link on another site leads to a screen that asks; the user stays signed in until they confirm", async ({
  page,
  client,
  baseURL,
}) => {
  await page.route(FOREIGN_PAGE, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Elsewhere</title><a href="${baseURL}/api/logout">A harmless link</a>`,
    }),
  );
  await page.goto(FOREIGN_PAGE);
  await page.getByRole("link", { name: "A harmless link" }).click();

  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(page.getByRole("heading", { level: 1, name: auth.signOut.title })).toBeVisible();
  await expect(page.getByText(client.email)).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  // Staying signed in leads home, still signed in.
  await page.getByRole("link", { name: auth.signOut.stay }).click();
  await expect(page.getByRole("button", { name: app.nav.userMenu })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  await page.goto(FOREIGN_PAGE);
  await page.getByRole("link", { name: "A harmless link" }).click();
  await page.getByRole("button", { name: auth.signOut.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: app.nav.logIn })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("the site's own log-out link still signs out in one click, through the service worker too", async ({
  page,
  client,
}) => {
  await page.goto("/dashboard/profile");
  // The service worker forwards navigations; the link must still count as the site's own.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByText(client.email).first()).toBeVisible();
  await page.getByRole("button", { name: app.nav.userMenu }).click();
  await page.getByRole("menuitem", { name: app.nav.logOut }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("link", { name: app.nav.logIn })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("a visitor who is not signed in is told so, with the way home", async ({ page }) => {
  await page.goto("/sign-out");
  await expect(page.getByRole("heading", { level: 1, name: auth.signOut.signedOutTitle })).toBeVisible();
  await page.getByRole("link", { name: auth.signOut.home }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
