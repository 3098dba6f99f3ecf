import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { englishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import type { PublicDesignerProfile } from "#shared/matching/profile.ts";
import type { OwnCredentials } from "#shared/trust/credentials.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { seriousViolations } from "./support/axe.ts";
import { preferColorScheme } from "./support/color-scheme.ts";
import { type Account, DEMO, expect, signIn, test } from "./support/fixtures.ts";
import { acceptWithProposal, designerIdOf, introduce, introductionTo } from "./support/introductions.ts";

/*
 * Issue 22 §4, proof of trust: a designer sends an insurance certificate privately, an admin verifies it,
 * and the public profile shows the badge (both languages, a 390 px phone); a homeowner's review carries
 * photos of the finished work.
 */

const en = englishMessages;
const zh = createChineseMessages("Nestmatch");
const t = en.proofOfTrust;
/** A demo designer with no insurance on file (their business registration was rejected in the seed). */
const ERIC: Account = { email: "eric.chan@example.com", password: DEMO.designer.password };
const PHONE = { width: 390, height: 844 };

async function pageAs(browser: Browser, account?: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account) await signIn(page, account);
  return page;
}

/** A Hong Kong date `days` from today, as a date input takes it. */
function inDays(days: number): string {
  const hongKong = new Date(Date.now() + 8 * 3_600_000);
  hongKong.setUTCDate(hongKong.getUTCDate() + days);
  return hongKong.toISOString().slice(0, 10);
}

/** A one-page PDF certificate. */
const certificate = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  );

const photo = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();

test("a designer's insurance certificate, verified by an admin, shows as a badge on their public profile", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const designer = await pageAs(browser, ERIC);
  const admin = await pageAs(browser, DEMO.admin);
  const visitor = await pageAs(browser);
  const validUntil = inDays(200);

  // The designer sends it from their profile; a text file posing as a PDF is refused first.
  await designer.goto("/dashboard/profile#credentials");
  const card = designer.locator("#credentials");
  await expect(card.getByRole("heading", { name: t.designer.title })).toBeVisible();
  const insurance = card.getByRole("region", { name: t.kinds.insurance });
  await insurance.getByRole("button", { name: t.designer.upload }).click();
  await insurance.getByLabel(t.referenceLabels.insurance).fill("CAR-E2E-2026");
  await insurance.getByLabel(t.designer.insurer).fill("Harbour Mutual Insurance");
  await insurance.getByLabel(t.designer.expiresOn).fill(validUntil);
  await insurance
    .getByLabel(t.designer.file)
    .setInputFiles({ name: "policy.pdf", mimeType: "application/pdf", buffer: Buffer.from("only text") });
  await insurance.getByRole("button", { name: t.designer.submit }).click();
  await expect(designer.getByText(t.validation.notADocument).first()).toBeVisible();
  await insurance
    .getByLabel(t.designer.file)
    .setInputFiles({ name: "insurance-2026.pdf", mimeType: "application/pdf", buffer: certificate() });
  await insurance.getByRole("button", { name: t.designer.submit }).click();
  await expect(designer.getByText(t.designer.uploaded, { exact: true }).first()).toBeVisible();
  await expect(insurance.getByText(t.designer.states.pending)).toBeVisible();
  expect(await seriousViolations(designer, "the designer's credentials")).toEqual([]);

  const own = (await (await designer.request.get("/api/designer/credentials")).json()) as OwnCredentials;
  const sent = own.kinds.find((entry) => entry.kind === "insurance")?.open;
  if (!sent) throw new Error("the certificate was not kept");
  // Private: a visitor gets nothing of it.
  expect((await visitor.request.get(sent.documentUrl)).status()).toBe(401);

  // The admin finds it in the queue, opens it, and verifies it.
  await admin.goto("/dashboard/credentials");
  const item = admin.getByRole("listitem").filter({ hasText: "CAR-E2E-2026" });
  await expect(item).toBeVisible();
  const opened = await admin.request.get(sent.documentUrl);
  expect(opened.status()).toBe(200);
  expect(opened.headers()["content-type"]).toBe("application/pdf");
  expect(opened.headers()["x-content-type-options"]).toBe("nosniff");
  expect(opened.headers()["content-disposition"]).toContain("insurance-2026.pdf");
  expect(await seriousViolations(admin, "the admins' credentials queue")).toEqual([]);
  await item.getByRole("button", { name: t.admin.verify }).click();
  const dialog = admin.getByRole("dialog");
  await expect(dialog.getByLabel(t.admin.expiresOn)).toHaveValue(validUntil);
  await dialog.getByRole("button", { name: t.admin.verifyConfirm }).click();
  await expect(admin.getByText(t.admin.verified, { exact: true }).first()).toBeVisible();

  // The public profile shows what was verified and until when, in both languages, never the number.
  const designerId = (
    (await (
      await admin.request.get(`/api/admin/users?role=designer&q=${encodeURIComponent(ERIC.email)}`)
    ).json()) as {
      items: { id: string }[];
    }
  ).items[0]?.id;
  const profile = (await (
    await visitor.request.get(`/api/designers/${designerId}`)
  ).json()) as PublicDesignerProfile;
  expect(profile.badges).toContainEqual({ kind: "insurance", validUntil });
  const until = new Date(`${validUntil}T00:00:00`);
  const englishDate = until.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
  await visitor.goto(`/designers/${designerId}`);
  const badges = visitor.getByRole("list", { name: en.trust.badges.heading });
  await expect(badges.getByText(en.trust.badges.badge("insurance", englishDate))).toBeVisible();
  await expect(visitor.getByText("CAR-E2E-2026")).toHaveCount(0);
  for (const scheme of ["light", "dark"] as const) {
    await preferColorScheme(visitor, scheme);
    expect(await seriousViolations(visitor, `public profile with badges, ${scheme}`)).toEqual([]);
  }

  // In Chinese, from the server's first answer on.
  await visitor.goto(`/designers/${designerId}?lang=zh-HK`);
  const zhBadges = visitor.getByRole("list", { name: zh.trust.badges.heading });
  await expect(zhBadges.getByText(new RegExp(`^${zh.trust.badges.short("insurance")}`))).toBeVisible();
  await expect(zhBadges).toContainText(String(until.getFullYear()));

  // On a phone the badge fits the screen.
  await visitor.setViewportSize(PHONE);
  await visitor.goto(`/designers/${designerId}?lang=en`);
  const phoneBadge = visitor
    .getByRole("list", { name: en.trust.badges.heading })
    .getByRole("listitem")
    .first();
  await expect(phoneBadge).toBeVisible();
  const box = await phoneBadge.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // On the directory's cards too.
  await visitor.goto("/designers?q=Eric&lang=en");
  await expect(visitor.getByRole("list", { name: en.trust.badges.heading }).first()).toContainText(
    en.trust.badges.short("insurance"),
  );
});

test("a homeowner's review carries photos of the finished work onto the designer's profile", async ({
  page,
  client: _client,
  browser,
}) => {
  test.setTimeout(150_000);
  const created = await page.request.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);
  const requestId: string = (await created.json()).id;

  // The team introduces Eric; he accepts; the homeowner chooses him; the project is completed.
  const admin = await pageAs(browser, DEMO.admin);
  const designerId = await designerIdOf(admin, ERIC.email);
  await introduce(admin, requestId, [designerId]);
  const eric = await pageAs(browser, ERIC);
  const introductionId = await introductionTo(eric, requestId);
  await acceptWithProposal(eric, introductionId);
  expect((await page.request.post(`/api/introductions/${introductionId}/choose`)).status()).toBeLessThan(300);
  expect((await page.request.post(`/api/forms/${requestId}/complete`)).status()).toBeLessThan(300);

  // The review, with two photos chosen from the device.
  const r = en.matching.profiles.review;
  const p = t.reviewPhotos;
  await page.goto(`/dashboard/my-forms/${requestId}`);
  await page.locator("label", { has: page.getByRole("radio", { name: r.chooseStars(5) }) }).click();
  await page
    .locator("#review-text")
    .fill("Eric turned a dark flat into a bright home, on time and on budget.");
  await page.locator("#review-photos").setInputFiles([
    { name: "living.jpg", mimeType: "image/jpeg", buffer: await photo("#c9a27e") },
    { name: "kitchen.jpg", mimeType: "image/jpeg", buffer: await photo("#7e9fc9") },
  ]);
  await expect(page.getByText(p.count(2, 5))).toBeVisible();
  await page.getByRole("button", { name: r.submit }).click();
  await expect(page.getByText(r.submitted, { exact: true }).first()).toBeVisible();

  const visitor = await pageAs(browser);
  await visitor.goto(`/designers/${designerId}`);
  const shown = visitor.getByRole("list", { name: en.trust.reviewPhotos.label }).first();
  await expect(shown.getByRole("img")).toHaveCount(2);
  await expect(shown.getByRole("img").first()).toHaveAttribute("loading", "lazy");
  await expect(shown.getByRole("img").first()).toHaveAttribute(
    "alt",
    en.trust.reviewPhotos.alt(1, 2, "Wing"),
  );
  await expect
    .poll(() =>
      shown
        .getByRole("img")
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await visitor.goto(`/designers/${designerId}?lang=zh-HK`);
  await expect(
    visitor.getByRole("list", { name: zh.trust.reviewPhotos.label }).first().getByRole("img"),
  ).toHaveCount(2);
});
