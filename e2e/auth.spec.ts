import sharp from "sharp";
import { secondFactorScreensEn } from "#shared/i18n/en/second-factor-screens.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import { DEMO, expect, expectSignedInAs, freshEmail, PASSWORD, signIn, test } from "./support/fixtures.ts";
import { withFreshTotpCode } from "./support/totp-codes.ts";

const { app, auth, profile } = englishMessages;

test("sign up, complete the profile in the blocking modal, land on the home dashboard, sign out", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: app.nav.signUp }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByLabel(auth.fields.email).fill(freshEmail("new"));
  await page.getByLabel(auth.fields.password).fill(PASSWORD);
  await page.getByRole("button", { name: auth.signUp.submit }).click();

  const modal = page.getByRole("dialog", { name: profile.complete.title });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("button", { name: /close/i })).toHaveCount(0);

  await modal.getByRole("button", { name: profile.complete.submit }).click();
  await expect(modal.getByText(profile.validation.firstNameRequired)).toBeVisible();
  await modal.getByLabel(profile.fields.firstName).fill("Siu Ming");
  await modal.getByLabel(profile.fields.lastName).fill("Ho");
  await modal.getByLabel(profile.fields.phoneNumber).fill("+852 6123 4567");
  await modal.getByRole("button", { name: profile.complete.submit }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(profile.complete.successTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: profile.home.greeting("Siu Ming") })).toBeVisible();

  await page.getByRole("button", { name: app.nav.userMenu }).click();
  await page.getByRole("menuitem", { name: app.nav.logOut }).click();
  await expect(page.getByRole("link", { name: app.nav.logIn })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("a guarded page sends a signed-out visitor to sign in, then back to it", async ({ page, client }) => {
  await page.request.post("/api/auth/logout");
  await page.goto("/dashboard/profile");
  await expect(page.getByText(app.guard.loginRequiredTitle, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard%2Fprofile$/);
  await page.getByLabel(auth.fields.email).fill(client.email);
  await page.getByLabel(auth.fields.password).fill(client.password);
  await page.getByRole("button", { name: auth.signIn.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole("heading", { name: profile.settings.title })).toBeVisible();
});

test("wrong credentials are refused with one message", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel(auth.fields.email).fill(freshEmail("nobody"));
  await page.getByLabel(auth.fields.password).fill("not the password");
  await page.getByRole("button", { name: auth.signIn.submit }).click();
  await expect(page.getByText(auth.errors.invalidCredentials, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("profile settings: view, edit, cancel and save", async ({ page, client }) => {
  await page.goto("/profile");
  await expect(page.getByText(client.email)).toBeVisible();
  await page.getByRole("button", { name: profile.settings.edit }).click();
  await page.getByLabel(profile.fields.firstName).fill("Changed");
  await page.getByRole("button", { name: profile.settings.cancel }).click();
  await expect(page.getByText("Wing", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: profile.settings.edit }).click();
  await page.getByLabel(profile.fields.address).fill("Flat 3A, 12 Kings Road, North Point");
  await page.getByRole("button", { name: profile.settings.save }).click();
  await expect(page.getByText(profile.settings.successTitle, { exact: true })).toBeVisible();
  await expect(page.getByText("Flat 3A, 12 Kings Road, North Point")).toBeVisible();
});

test("a designer is denied the request form", async ({ page }) => {
  await signIn(page, DEMO.designer);
  await page.goto("/design-request");
  await expect(page.getByText(auth.denial.requestForm, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: auth.denial.goToDashboard })).toHaveAttribute(
    "href",
    "/dashboard",
  );
});

test("the admin gate checks an admin account on the server", async ({ page }) => {
  await page.goto("/admin-access");
  await page.getByLabel(auth.fields.email).fill(DEMO.admin.email);
  await page.getByLabel(auth.fields.password).fill("not the admin password");
  await page.getByLabel(auth.fields.password).press("Enter");
  await expect(page.getByText(auth.adminAccess.invalidTitle, { exact: true })).toBeVisible();
  await page.getByLabel(auth.fields.password).fill(DEMO.admin.password);
  await page.getByLabel(auth.fields.password).press("Enter");
  // Admins give their second factor next.
  const code = page.getByLabel(secondFactorScreensEn("Nestmatch").signIn.codeLabel);
  await withFreshTotpCode(DEMO.admin.email, DEMO.admin.totpSecret, async (totp) => {
    await code.fill(totp);
    await code.press("Enter");
    await expect(page.getByText(auth.adminAccess.grantedTitle, { exact: true })).toBeVisible();
  });
  await expect(page).toHaveURL(/\/dashboard\/forms$/);
  expect((await (await page.request.get("/api/auth/user")).json()).role).toBe("admin");
});

test("no localStorage flag grants admin screens or data", async ({ page }) => {
  await page.goto("/landing");
  await page.evaluate(() => {
    for (const key of ["temporaryAdmin", "tempAdmin", "isAdmin", "adminOverride", "admin"]) {
      localStorage.setItem(key, "true");
    }
    localStorage.setItem("adminEmail", "admin@demo.nestmatch.hk");
  });
  await page.goto("/dashboard/forms");
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await expect(page.getByRole("link", { name: app.nav.dashboard })).toHaveCount(0);
});

test("a user uploads, changes and removes their profile photo", async ({ page, client }) => {
  await expectSignedInAs(page, client);
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#5a7d6c" } })
    .jpeg()
    .toBuffer();
  await page.goto("/dashboard/profile");
  await page
    .getByLabel(profile.photo.choose)
    .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText(profile.photo.updated, { exact: true })).toBeVisible();
  const menuPhoto = page.getByRole("button", { name: app.nav.userMenu }).locator("img");
  await expect(menuPhoto).toHaveAttribute("src", /^\/uploads\/users\//);
  const served = await page.request.get((await menuPhoto.getAttribute("src")) ?? "");
  expect(served.headers()["content-type"]).toBe("image/jpeg");

  await page.getByRole("button", { name: profile.photo.remove }).click();
  await expect(page.getByText(profile.photo.removed, { exact: true })).toBeVisible();
  await expect(menuPhoto).toHaveCount(0);
});
