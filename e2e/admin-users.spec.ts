import { request as apiRequest, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { DEMO, expect, freshEmail, mailsTo, PASSWORD, signIn, test } from "./support/fixtures.ts";

const m = englishMessages.admin;

/** A client account made through the API in its own cookie jar; the page stays free for the admin. */
async function newClient(baseURL: string, lastName: string) {
  const context = await apiRequest.newContext({ baseURL });
  const account = { email: freshEmail("client"), password: PASSWORD };
  const registered = await context.post("/api/auth/register", {
    data: { ...account, firstName: "Ka Yan", lastName },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const profile = await context.patch("/api/user/profile", {
    data: { firstName: "Ka Yan", lastName, phoneNumber: "+852 9123 4567" },
  });
  expect(profile.status()).toBe(200);
  return { account, name: `Ka Yan ${lastName}`, api: context };
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, DEMO.admin);
  return page;
}

/** Opens the row's actions menu and chooses `item`. */
async function rowAction(page: Page, name: string, item: string) {
  await page.getByRole("button", { name: m.users.actionsFor(name) }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test("an admin hides a client and reactivates them; the client can still sign in meanwhile", async ({
  browser,
  baseURL,
}) => {
  const client = await newClient(baseURL ?? "", "Hidden");
  const admin = await adminPage(browser);
  await admin.goto("/dashboard/clients");
  await admin.getByLabel(m.clients.searchLabel).fill(client.account.email);
  const row = admin.getByRole("row").filter({ hasText: client.name });
  await expect(row).toHaveCount(1);

  await rowAction(admin, client.name, m.clients.hide);
  await expect(admin.getByRole("alertdialog", { name: m.clients.hideTitle })).toBeVisible();
  await admin.getByRole("button", { name: m.clients.hideConfirm, exact: true }).click();
  await expect(admin.getByText(m.clients.hiddenText, { exact: true })).toBeVisible();
  await expect(admin.getByRole("heading", { name: m.clients.emptyTitle })).toBeVisible();
  expect((await client.api.post("/api/auth/login", { data: client.account })).status()).toBe(200);

  await admin.getByLabel(m.clients.showHidden).check();
  await expect(row).toHaveCount(1);
  await rowAction(admin, client.name, m.clients.reactivate);
  await expect(admin.getByText(m.clients.reactivated, { exact: true })).toBeVisible();
  await expect(admin.getByRole("heading", { name: m.clients.emptyTitle })).toBeVisible();
  await admin.getByLabel(m.clients.showHidden).uncheck();
  await expect(row).toHaveCount(1);
});

test("an admin permanently deletes a client: their requests and photos are gone and they cannot sign in", async ({
  browser,
  baseURL,
}) => {
  const client = await newClient(baseURL ?? "", "Removed");
  const created = await client.api.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;
  const photo = await sharp({ create: { width: 200, height: 120, channels: 3, background: "#c0a080" } })
    .jpeg()
    .toBuffer();
  const uploaded = await client.api.post(`/api/forms/${requestId}/images`, {
    multipart: { images: { name: "room.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const imageUrl: string = (await uploaded.json()).images[0].imageUrl;

  const admin = await adminPage(browser);
  expect((await admin.request.get(imageUrl)).status()).toBe(200);
  await admin.goto("/dashboard/clients");
  await admin.getByLabel(m.clients.searchLabel).fill(client.account.email);
  await expect(
    admin.getByRole("link", { name: m.clients.submissionsLink(1, client.name) }).first(),
  ).toHaveAttribute("href", /\/dashboard\/forms\?client=/);

  await rowAction(admin, client.name, m.clients.permanentlyDelete);
  await expect(admin.getByRole("alertdialog", { name: m.clients.hardDeleteTitle })).toBeVisible();
  await admin.getByRole("button", { name: m.clients.hardDeleteConfirm, exact: true }).click();
  await expect(admin.getByText(m.clients.hardDeletedText, { exact: true })).toBeVisible();
  await expect(admin.getByRole("heading", { name: m.clients.emptyTitle })).toBeVisible();

  expect((await admin.request.get(`/api/forms/${requestId}`)).status()).toBe(404);
  expect((await admin.request.get(imageUrl)).status()).toBe(404);
  expect((await client.api.get("/api/auth/user")).status()).toBe(401);
  expect((await client.api.post("/api/auth/login", { data: client.account })).status()).toBe(401);
});

test.describe("designer onboarding", () => {
  test("an admin adds a designer, who is mailed a link to choose a password and then signs in", async ({
    browser,
  }) => {
    const admin = await adminPage(browser);
    await admin.goto("/dashboard/designers");
    await admin.getByRole("button", { name: m.designers.add }).click();
    const dialog = admin.getByRole("dialog", { name: m.designers.addTitle });
    await dialog.getByRole("button", { name: m.designers.addSubmit }).click();
    await expect(dialog.getByText(m.validation.emailRequired)).toBeVisible();

    const email = freshEmail("designer");
    await dialog.getByLabel(m.designers.fields.email).fill(email);
    await dialog.getByLabel(m.designers.fields.firstName).fill("Hoi Yan");
    await dialog.getByLabel(m.designers.fields.lastName).fill("Tsang");
    await dialog.getByRole("button", { name: m.designers.addSubmit }).click();
    await expect(admin.getByText(m.designers.addedText(email), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = admin.getByRole("row").filter({ hasText: "Hoi Yan Tsang" });
    await expect(
      row.getByLabel(m.designers.portfolioCount(0, "Hoi Yan Tsang")).filter({ visible: true }),
    ).toBeVisible();

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(m.mail.inviteSubject);
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
    expect(link.pathname).toBe("/reset-password");

    const designer = await (await browser.newContext()).newPage();
    await designer.goto(link.pathname + link.search);
    await designer.getByLabel(englishMessages.auth.fields.newPassword).fill("my own studio secret");
    await designer.getByRole("button", { name: englishMessages.auth.reset.submit }).click();
    await expect(designer.getByText(englishMessages.auth.reset.successTitle, { exact: true })).toBeVisible();
    const me = await designer.request.get("/api/auth/user");
    expect(await me.json()).toMatchObject({ email, role: "designer", firstName: "Hoi Yan" });
  });
});
