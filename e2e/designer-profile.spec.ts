import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import type { AdminDesigner } from "#shared/admin/users.ts";
import type { Design } from "#shared/designs/design.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import {
  type Account,
  DEMO,
  expect,
  freshEmail,
  mailsTo,
  PASSWORD,
  signIn,
  test,
} from "./support/fixtures.ts";

const m = englishMessages.matching.profiles;
const admins = englishMessages.admin.designers;
const NAME = "Ka Yan Yip";
const BIO = "Ka Yan designs smart, hard-working homes for young families in Sai Kung and Sha Tin.";

async function pageAs(browser: Browser, account?: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account) await signIn(page, account);
  return page;
}

async function ok<T>(response: { status(): number; text(): Promise<string>; json(): Promise<T> }) {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/**
 * A designer of this test's own, as the team onboards one: invited (so not vetted yet), their password chosen
 * through the mailed link on `designer` and their phone number given, one design with a photo. The demo designers stay as seeded: the
 * directory's test counts and filters them while this one runs.
 */
async function onboardDesigner(admin: Page, designer: Page) {
  const email = freshEmail("vetting");
  const { id } = (await ok(
    await admin.request.post("/api/admin/designers", {
      data: { email, firstName: "Ka Yan", lastName: "Yip" },
    }),
  )) as AdminDesigner;
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [invite] = await mailsTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(invite?.text ?? "")?.[0] ?? "");
  await ok(
    await designer.request.post("/api/auth/password-reset/confirm", {
      data: { token: link.searchParams.get("token"), password: PASSWORD },
    }),
  );
  // The phone number the app asks every account for before anything else (a dialog over the page otherwise).
  await ok(
    await designer.request.patch("/api/user/profile", {
      data: { firstName: "Ka Yan", lastName: "Yip", phoneNumber: "+852 9123 4567" },
    }),
  );
  const design = (await ok(
    await admin.request.post("/api/portfolio", {
      data: {
        designerId: id,
        titleEn: "Bright family flat in Sai Kung",
        descriptionEn: "A three-bedroom flat with storage in every wall and a balcony study.",
        style: ["Japanese"],
        budget: { min: "HK$300,000", max: "HK$600,000" },
      },
    }),
  )) as Design;
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a9a5b" } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await ok(
    await admin.request.post(`/api/portfolio/${design.id}/images`, {
      multipart: { images: { name: "flat.jpg", mimeType: "image/jpeg", buffer: photo } },
    }),
  );
  return { id, email, designId: design.id };
}

test("a designer fills their profile, an admin vets them, visitors find them from a design", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await pageAs(browser, DEMO.admin);
  const designer = await pageAs(browser);
  const visitor = await pageAs(browser);
  const { id, email, designId } = await onboardDesigner(admin, designer);

  try {
    // Not vetted yet: no public page.
    await visitor.goto(`/designers/${id}`);
    await expect(visitor.getByRole("heading", { name: m.page.notFound })).toBeVisible();

    await designer.goto("/dashboard/profile");
    await expect(designer.getByText(m.form.notVetted, { exact: true })).toBeVisible();
    await designer.getByLabel(m.fields.bioEn).fill(BIO);
    await designer.getByLabel(m.fields.yearsExperience).fill("8");
    const specialties = designer.getByRole("group", { name: m.fields.specialties });
    await specialties.getByRole("checkbox", { name: "Japanese" }).check();
    await designer
      .getByRole("group", { name: m.fields.districts })
      .getByRole("checkbox", { name: "Sai Kung" })
      .check();
    await designer.getByLabel(m.fields.budgetMin).selectOption({ label: "HK$300,000" });
    await designer.getByLabel(m.fields.budgetMax).selectOption({ label: "HK$200,000" });
    await designer.getByRole("button", { name: m.form.save }).click();
    await expect(designer.getByText(m.validation.budgetOrder)).toBeVisible();
    await designer.getByLabel(m.fields.budgetMax).selectOption({ label: "HK$1,200,000" });
    await designer.getByRole("button", { name: m.form.save }).click();
    await expect(designer.getByText(m.form.saved, { exact: true })).toBeVisible();

    await admin.goto("/dashboard/designers");
    await admin.getByLabel(admins.searchLabel).fill(email);
    // The search has answered (a header and this designer's row) before the switch is used: a list still
    // loading when the vetting lands keeps what it read before it (seen once, the switch stayed off).
    await expect(admin.getByRole("row")).toHaveCount(2);
    const row = admin.getByRole("row").filter({ hasText: NAME });
    await expect(row).toHaveCount(1);
    const rowSwitch = row.getByRole("switch");
    await expect(rowSwitch).toHaveAttribute("aria-checked", "false");
    await rowSwitch.click();
    await expect(admin.getByText(m.admin.vettedDone(NAME), { exact: true })).toBeVisible();
    await expect(rowSwitch).toHaveAttribute("aria-checked", "true");
    await expect(rowSwitch).toHaveText(m.admin.vetted);

    // A visitor meets the designer through one of their designs.
    const profile = (await (
      await visitor.request.get(`/api/designers/${id}`)
    ).json()) as PublicDesignerProfile;
    expect(profile.portfolio.map((item) => item.id)).toEqual([designId]);
    const [design] = profile.portfolio;
    if (!design) throw new Error("the designer's design is missing");
    await visitor.goto(`/design/${design.id}`);
    await visitor.getByRole("link", { name: NAME }).click();
    await expect(visitor).toHaveURL(new RegExp(`/designers/${id}$`));
    await expect(visitor.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
    await expect(visitor.getByText(m.page.vettedBadge)).toBeVisible();
    await expect(visitor.getByText(BIO)).toBeVisible();
    await expect(visitor.getByText(m.page.yearsExperience(8))).toBeVisible();
    await expect(visitor.getByText("HK$300,000 - HK$1,200,000")).toBeVisible();
    await expect(visitor.getByText("Japanese", { exact: true }).first()).toBeVisible();
    await expect(visitor.getByRole("heading", { name: m.page.portfolio })).toContainText(
      `(${profile.portfolio.length})`,
    );
    await expect(
      visitor.getByRole("link", { name: englishMessages.designs.card.open(design.title) }),
    ).toBeVisible();
    await expect(visitor.getByText(m.page.reviewsEmpty)).toBeVisible();

    // Un-vetted from the Designer Details dialog: the public page is gone.
    await row.getByRole("button", { name: admins.view(NAME) }).click();
    const dialog = admin.getByRole("dialog", { name: admins.detailsTitle });
    await expect(dialog.getByText(BIO)).toBeVisible();
    const dialogSwitch = dialog.getByRole("switch");
    await expect(dialogSwitch).toHaveAttribute("aria-checked", "true");
    await dialogSwitch.click();
    await expect(dialogSwitch).toHaveAttribute("aria-checked", "false");
    await expect(dialogSwitch).toHaveText(m.admin.notVetted);

    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: m.page.notFound })).toBeVisible();
    await visitor.goto(`/design/${design.id}`);
    await expect(visitor.getByRole("heading", { level: 1, name: design.title })).toBeVisible();
    await expect(visitor.getByRole("link", { name: NAME })).toHaveCount(0);
    await expect(visitor.getByText(englishMessages.designs.card.by(NAME))).toBeVisible();
  } finally {
    // The designer and their design go: the catalogue and the directory are as the other tests expect them.
    expect((await admin.request.delete(`/api/admin/users/${id}`)).status()).toBe(204);
  }
});
