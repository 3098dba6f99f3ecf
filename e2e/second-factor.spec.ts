import type { Page } from "@playwright/test";
import { secondFactorScreensEn } from "#shared/i18n/en/second-factor-screens.ts";
import { createEnglishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { secondFactorScreensZhHk } from "#shared/i18n/zh-HK/second-factor-screens.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";
import { SETUP_ADMIN } from "./support/setup-admin.ts";
import { withFreshTotpCode } from "./support/totp-codes.ts";

// A code works once per 30 s step, so these tests may wait for the next step while others sign in.
test.describe.configure({ timeout: 180_000 });

const en = createEnglishMessages("Nestmatch");
const zh = createChineseMessages("Nestmatch");
const sf = { ...en.secondFactor, ...secondFactorScreensEn("Nestmatch") };
const zhSf = { ...zh.secondFactor, ...secondFactorScreensZhHk("Nestmatch") };

/** Signs in on the sign-in screen with the password; the second step comes next for these accounts. */
async function passwordStep(
  page: Page,
  m: typeof en,
  account: { email: string; password: string },
  path = "/sign-in",
) {
  await page.goto(path);
  await page.getByLabel(m.auth.fields.email).fill(account.email);
  await page.getByLabel(m.auth.fields.password).fill(account.password);
  await page.getByRole("button", { name: m.auth.signIn.submit }).click();
}

test("an admin signs in with the authenticator app's code, in English", async ({ page }) => {
  await passwordStep(page, en, DEMO.admin, "/sign-in?returnTo=/dashboard/forms");
  await expect(page.getByRole("heading", { name: sf.signIn.title })).toBeVisible();
  await expect(page.getByText(sf.signIn.codeSubtitle)).toBeVisible();
  const code = page.getByLabel(sf.signIn.codeLabel);
  await code.fill("12345");
  await page.getByRole("button", { name: sf.signIn.submit }).click();
  await expect(page.getByText(sf.validation.codeFormat)).toBeVisible();
  await withFreshTotpCode(DEMO.admin.email, DEMO.admin.totpSecret, async (totp) => {
    await code.fill(totp);
    await page.getByRole("button", { name: sf.signIn.submit }).click();
    await expect(page).toHaveURL(/^[^?]*\/dashboard\/forms$/);
  });
  const me = await (await page.request.get("/api/auth/user")).json();
  expect(me).toMatchObject({ role: "admin", secondFactorSetupRequired: false });
});

test("an admin signs in with the authenticator app's code, in Chinese", async ({ browser }) => {
  const page = await browser.newPage({ locale: "zh-HK", baseURL: test.info().project.use.baseURL });
  await passwordStep(page, zh, DEMO.admin, "/sign-in?returnTo=/dashboard");
  await expect(page.getByRole("heading", { name: zhSf.signIn.title })).toBeVisible();
  const code = page.getByLabel(zhSf.signIn.codeLabel);
  // A code from an hour ago: the server's refusal is in Chinese too.
  await code.fill("000000");
  await page.getByRole("button", { name: zhSf.signIn.submit }).click();
  await expect(page.getByText(zhSf.errors.wrongCode)).toBeVisible();
  await withFreshTotpCode(DEMO.admin.email, DEMO.admin.totpSecret, async (totp) => {
    await code.fill(totp);
    await page.getByRole("button", { name: zhSf.signIn.submit }).click();
    await expect(page).toHaveURL(/^[^?]*\/dashboard$/);
  });
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await page.close();
});

test("the admin gate asks for the code after the password", async ({ page }) => {
  await page.goto("/admin-access");
  await page.getByLabel(en.auth.fields.email).fill(DEMO.admin.email);
  await page.getByLabel(en.auth.fields.password).fill(DEMO.admin.password);
  await page.getByRole("button", { name: en.auth.adminAccess.submit }).click();
  await withFreshTotpCode(DEMO.admin.email, DEMO.admin.totpSecret, async (totp) => {
    await page.getByLabel(sf.signIn.codeLabel).fill(totp);
    await page.getByRole("button", { name: sf.signIn.submit }).click();
    await expect(page.getByText(en.auth.adminAccess.grantedTitle, { exact: true })).toBeVisible();
  });
  await expect(page).toHaveURL(/^[^?]*\/dashboard\/forms$/);
});

test("an admin without a second factor sets up the app at sign-in, keeps the recovery codes, and recovers with one", async ({
  page,
}) => {
  await passwordStep(page, en, SETUP_ADMIN, "/sign-in?returnTo=/dashboard/designers");
  // Every admin page shows the setup instead, until it is done.
  await expect(page.getByRole("heading", { name: sf.setup.title })).toBeVisible();
  await expect(page).toHaveURL(/^[^?]*\/dashboard\/designers$/);
  await page.getByRole("button", { name: sf.security.app.start }).click();
  const reauth = page.getByRole("dialog", { name: sf.security.reauth.title });
  await reauth.getByLabel(sf.security.reauth.passwordLabel).fill("not my password");
  await reauth.getByRole("button", { name: sf.security.reauth.submit }).click();
  await expect(reauth.getByText(en.auth.validation.currentPasswordWrong)).toBeVisible();
  await reauth.getByLabel(sf.security.reauth.passwordLabel).fill(SETUP_ADMIN.password);
  await reauth.getByRole("button", { name: sf.security.reauth.submit }).click();
  await expect(reauth).toBeHidden();

  await expect(page.getByRole("img", { name: sf.security.app.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())?.replace(/\s+/g, "") ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codesDialog = page.getByRole("dialog", { name: sf.security.recovery.showTitle });
  await withFreshTotpCode(SETUP_ADMIN.email, secret, async (totp) => {
    await page.getByLabel(sf.security.app.codeLabel).fill(totp);
    await page.getByRole("button", { name: sf.security.app.confirm }).click();
    await expect(codesDialog).toBeVisible();
  });
  const codes = await codesDialog
    .getByRole("list", { name: sf.security.recovery.listLabel })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent("download");
  await codesDialog.getByRole("button", { name: sf.security.recovery.download }).click();
  expect((await download).suggestedFilename()).toBe(sf.security.recovery.fileName);
  await codesDialog.getByRole("button", { name: sf.security.recovery.done }).click();
  // The session has the second factor now: the profile (made by ADMIN_EMAIL, it has no name) and then the page.
  const complete = page.getByRole("dialog", { name: en.profile.complete.title });
  await complete.getByLabel(en.profile.fields.firstName).fill("Setup");
  await complete.getByLabel(en.profile.fields.lastName).fill("Admin");
  await complete.getByLabel(en.profile.fields.phoneNumber).fill("+852 6000 0000");
  await complete.getByRole("button", { name: en.profile.complete.submit }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByRole("heading", { name: en.app.meta.pages.designers.title })).toBeVisible();

  // The phone is lost: a recovery code signs in once.
  await page.request.post("/api/auth/logout");
  await passwordStep(page, en, SETUP_ADMIN, "/sign-in?returnTo=/dashboard/profile");
  await page.getByRole("button", { name: sf.signIn.useRecovery }).click();
  await page.getByLabel(sf.signIn.recoveryLabel).fill(codes[0] ?? "");
  await page.getByRole("button", { name: sf.signIn.submit }).click();
  await expect(page).toHaveURL(/^[^?]*\/dashboard\/profile$/);
  await expect(page.getByText(sf.security.recovery.left(9, 10))).toBeVisible();

  await page.request.post("/api/auth/logout");
  await passwordStep(page, en, SETUP_ADMIN);
  await page.getByRole("button", { name: sf.signIn.useRecovery }).click();
  await page.getByLabel(sf.signIn.recoveryLabel).fill(codes[0] ?? "");
  await page.getByRole("button", { name: sf.signIn.submit }).click();
  await expect(page.getByText(sf.errors.wrongRecoveryCode)).toBeVisible();
});

for (const [lang, m, f] of [
  ["English", en, sf],
  ["Chinese", zh, zhSf],
] as const) {
  test(`an admin adds a passkey and signs in with it, in ${lang} (Chromium's virtual authenticator)`, async ({
    browser,
  }) => {
    // Passkeys belong to a host name, and an IP address cannot be one: this test uses localhost.
    const base = new URL(test.info().project.use.baseURL ?? "");
    const page = await browser.newPage({
      baseURL: `http://localhost:${base.port}`,
      locale: m === en ? "en-GB" : "zh-HK",
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await signIn(page, DEMO.admin);
    await page.goto("/dashboard/profile");
    await page.getByRole("button", { name: f.security.passkeys.add }).click();
    const reauth = page.getByRole("dialog", { name: f.security.reauth.title });
    await reauth.getByLabel(f.security.reauth.passwordLabel).fill(DEMO.admin.password);
    await reauth.getByRole("button", { name: f.security.reauth.submit }).click();
    await expect(page.getByText(f.security.passkeys.addedToast, { exact: true })).toBeVisible();
    // The other language's test may add one at the same time: this one gets a name of its own.
    const added = (await (await page.request.get("/api/auth/security")).json()).passkeys as { id: string }[];
    const name = `Laptop (${lang})`;
    const mine = added.at(-1)?.id ?? "";
    expect(
      (await page.request.patch(`/api/auth/security/passkeys/${mine}`, { data: { name } })).status(),
    ).toBe(200);

    await page.request.post("/api/auth/logout");
    await passwordStep(page, m, DEMO.admin, "/sign-in?returnTo=/dashboard/clients");
    await page.getByRole("button", { name: f.signIn.usePasskey }).click();
    await page.getByRole("button", { name: f.signIn.usePasskey }).click();
    await expect(page).toHaveURL(/^[^?]*\/dashboard\/clients$/);
    const security = await (await page.request.get("/api/auth/security")).json();
    expect(security.session).toEqual({ secondFactor: true, authMethod: "password+passkey" });
    expect(security.passkeys.find((key: { id: string }) => key.id === mine).lastUsedAt).not.toBeNull();

    // Left as it was found: the passkey goes.
    await page.goto("/dashboard/profile");
    await page.getByRole("button", { name: `${f.security.passkeys.remove}: ${name}` }).click();
    await reauth.getByLabel(f.security.reauth.passwordLabel).fill(DEMO.admin.password);
    await reauth.getByRole("button", { name: f.security.passkeys.remove }).click();
    await expect(page.getByText(f.security.passkeys.removedToast, { exact: true })).toBeVisible();
    await page.close();
  });
}

test("an admin resets a client's lost second factor", async ({ page, client, browser }) => {
  // The client turns on an authenticator app through the API, as the profile does.
  const started = await (
    await page.request.post("/api/auth/security/totp", { data: { currentPassword: client.password } })
  ).json();
  const confirmed = await withFreshTotpCode(client.email, started.secret, (code) =>
    page.request.post("/api/auth/security/totp/confirm", { data: { code } }),
  );
  expect(confirmed.status()).toBe(200);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/dashboard/clients`);
  await admin.getByLabel(en.admin.clients.searchLabel).fill(client.email);
  await admin
    .getByRole("row")
    .filter({ hasText: client.email })
    .getByRole("button", { name: `${client.firstName} Chan`, exact: true })
    .click();
  await expect(admin.getByRole("dialog", { name: en.admin.clients.detailsTitle })).toBeVisible();
  await admin.getByRole("button", { name: sf.admin.reset }).click();
  const confirm = admin.getByRole("alertdialog", { name: sf.admin.confirmTitle });
  await expect(confirm.getByText(client.email)).toBeVisible();
  await confirm.getByRole("button", { name: sf.admin.confirm }).click();
  await expect(admin.getByText(sf.admin.done, { exact: true })).toBeVisible();

  // Their sessions ended, and the password alone signs them in again.
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  const again = await page.request.post("/api/auth/login", {
    data: { email: client.email, password: client.password },
  });
  expect(again.status()).toBe(200);
});
