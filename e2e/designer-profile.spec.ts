import type { Browser, Page } from "@playwright/test";
import type { AdminDesigner } from "#shared/admin/users.ts";
import { englishMessages } from "#shared/i18n/index.ts";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import { type Account, DEMO, expect, signIn, test } from "./support/fixtures.ts";

const m = englishMessages.matching.profiles;
const admins = englishMessages.admin.designers;
/** A demo designer no other browser test signs in as; this test leaves them vetted again. */
const JASON: Account = { email: "jason.ho@example.com", password: DEMO.designer.password };
const NAME = "Jason Ho";
const BIO = "Jason designs smart, hard-working homes for young families in Sai Kung and Sha Tin.";

async function pageAs(browser: Browser, account?: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account) await signIn(page, account);
  return page;
}

async function designerId(admin: Page): Promise<string> {
  const list = await admin.request.get(`/api/admin/users?role=designer&q=${encodeURIComponent(JASON.email)}`);
  const { items } = (await list.json()) as { items: AdminDesigner[] };
  const id = items[0]?.id;
  if (!id) throw new Error("the demo designer is missing");
  return id;
}

test("a designer fills their profile, an admin vets them, visitors find them from a design", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await pageAs(browser, DEMO.admin);
  const designer = await pageAs(browser, JASON);
  const visitor = await pageAs(browser);
  const id = await designerId(admin);
  const vetting = (isVetted: boolean) =>
    admin.request.patch(`/api/admin/designers/${id}/vetting`, { data: { isVetted } });

  try {
    // Seeded vetted: start from a designer the team has not vetted yet.
    expect((await vetting(false)).status()).toBe(200);
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
    await admin.getByLabel(admins.searchLabel).fill("Jason");
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
    const design = profile.portfolio[0];
    if (!design) throw new Error("the demo designer has no portfolio");
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
    await vetting(true);
  }
});
