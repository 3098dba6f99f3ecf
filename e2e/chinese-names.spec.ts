import { randomInt } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { DEMO, expect, freshEmail, PASSWORD, signIn, test } from "./support/fixtures.ts";

const zh = createChineseMessages("Nestmatch");
const GIVEN_CHARACTERS = "曉晴嘉穎子軒浩然思敏家豪詠恩";

/** A given name of two characters no other test uses with the family name 司徒, so searches find only ours. */
function givenName(): string {
  const pick = () => GIVEN_CHARACTERS.charAt(randomInt(GIVEN_CHARACTERS.length));
  return `${pick()}${pick()}`;
}

/**
 * Searches a list for each text in turn, with a name nobody has in between, so each search shows its own
 * answer rather than the last one's.
 */
async function expectFoundBy(page: Page, label: string, texts: string[], row: Locator) {
  const box = page.getByRole("searchbox", { name: label });
  for (const text of texts) {
    await box.fill("無此姓名");
    await expect(row).toHaveCount(0);
    await box.fill(text);
    await expect(row).toHaveCount(1);
  }
}

test("a Chinese-named client reads family name first and is found by the whole name in either order", async ({
  page,
  browser,
}) => {
  const given = givenName();
  const family = "司徒";
  const chinese = `${family}${given}`;
  const created = await page.request.post("/api/auth/register", {
    data: { email: freshEmail("chinese"), password: PASSWORD, firstName: given, lastName: family },
  });
  expect(created.status(), await created.text()).toBe(201);
  const profile = await page.request.patch("/api/user/profile", {
    data: { firstName: given, lastName: family, phoneNumber: "+852 9234 5678" },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const request = await page.request.post("/api/forms", {
    data: { ...validRequest, district: "Sha Tin", propertyAddress: "Flat 8A, Name Order Court" },
  });
  expect(request.status(), await request.text()).toBe(201);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);

  // The desk, in English: found by the name as Chinese writes it, and by the given name first.
  const desk = englishMessages.requests.desk;
  await admin.goto("/dashboard/forms");
  const deskRow = admin
    .getByRole("row")
    .filter({ has: admin.getByRole("button", { name: chinese, exact: true }) });
  await expectFoundBy(admin, desk.searchLabel, [chinese, `${given} ${family}`], deskRow);
  await expect(admin.getByText(`${given} ${family}`, { exact: true })).toHaveCount(0);

  // Its dialog names the district the suggestions rank on.
  await admin.getByRole("button", { name: chinese, exact: true }).click();
  const details = admin.getByRole("dialog", { name: englishMessages.requests.myForms.detailsTitle });
  await expect(details.getByText("Flat 8A, Name Order Court")).toBeVisible();
  await expect(
    details.getByText(englishMessages.requests.form.fields.district, { exact: true }),
  ).toBeVisible();
  await expect(details.getByText("Sha Tin", { exact: true })).toBeVisible();

  // The clients list, in Chinese: the same order, an avatar of the family name, found without the space.
  await admin.goto("/dashboard/clients?lang=zh-HK");
  const client = admin
    .getByRole("row")
    .filter({ has: admin.getByRole("button", { name: chinese, exact: true }) });
  await expectFoundBy(
    admin,
    zh.admin.clients.searchLabel,
    [`${given}${family}`, `${family} ${given}`],
    client,
  );
  await expect(client.getByText("司", { exact: true })).toBeVisible();
});

test("an admin reading the desk in Chinese finds a request by the words the desk shows", async ({
  page,
  browser,
}) => {
  const name = `上官${givenName()}`;
  const created = await page.request.post("/api/auth/register", {
    data: { email: freshEmail("words"), password: PASSWORD, firstName: name.slice(2), lastName: "上官" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const profile = await page.request.patch("/api/user/profile", {
    data: { firstName: name.slice(2), lastName: "上官", phoneNumber: "+852 9345 6789" },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const request = await page.request.post("/api/forms", {
    data: {
      ...validRequest,
      projectType: "Renovation",
      propertyType: "Townhouse",
      designStyle: ["Industrial"],
    },
  });
  expect(request.status(), await request.text()).toBe(201);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/dashboard/forms?lang=zh-HK");
  const row = admin.getByRole("row").filter({ has: admin.getByRole("button", { name, exact: true }) });
  const words = zh.requests.form;
  await expectFoundBy(
    admin,
    zh.requests.desk.searchLabel,
    [words.projectTypes.Renovation, "連排", "工業風"],
    row,
  );
  await expect(row.getByText(words.projectTypes.Renovation, { exact: true })).toBeVisible();
  const box = admin.getByRole("searchbox", { name: zh.requests.desk.searchLabel });
  await box.fill(words.propertyTypes.Commercial);
  await expect(admin).toHaveURL(/[?&]q=/);
  await expect(row).toHaveCount(0);
});
