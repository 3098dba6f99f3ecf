import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { englishMessages } from "#shared/i18n/index.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

const d = englishMessages.requests.desk;
const status = englishMessages.requests.myForms.status;

/** The client fixture's requests, made through the API as the request form would. */
async function submitRequests(page: import("@playwright/test").Page, addresses: string[]) {
  for (const propertyAddress of addresses) {
    const response = await page.request.post("/api/forms", { data: { ...validRequest, propertyAddress } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test("an admin confirms, reverts and deletes requests from the table and from the dialog", async ({
  page,
  client,
  browser,
}) => {
  await submitRequests(page, ["Flat 1A, Table Road, Wan Chai", "Flat 2B, Dialog Road, Wan Chai"]);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/dashboard/forms?q=${encodeURIComponent(client.email)}`);
  const rows = admin.getByRole("row").filter({ hasText: "Wing Chan" });
  await expect(rows).toHaveCount(2);

  // From the table: confirm (asked first), revert, delete (asked first).
  const first = rows.nth(1);
  await first.getByRole("button", { name: d.actionsFor("Wing Chan") }).click();
  await admin.getByRole("menuitem", { name: d.confirm }).click();
  await expect(admin.getByRole("alertdialog", { name: d.confirmTitle })).toBeVisible();
  await admin.getByRole("button", { name: d.confirmAction, exact: true }).click();
  await expect(admin.getByText(d.statusUpdated, { exact: true })).toBeVisible();
  await expect(first.getByText(status.confirmed ?? "")).toBeVisible();

  await first.getByRole("button", { name: d.actionsFor("Wing Chan") }).click();
  await admin.getByRole("menuitem", { name: d.revert }).click();
  await expect(first.getByText(status.submitted ?? "")).toBeVisible();

  await first.getByRole("button", { name: d.actionsFor("Wing Chan") }).click();
  await admin.getByRole("menuitem", { name: d.delete }).click();
  await expect(admin.getByRole("alertdialog", { name: d.deleteTitle })).toBeVisible();
  await admin.getByRole("button", { name: d.delete, exact: true }).click();
  await expect(admin.getByText(d.deleted, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);

  // From the detail dialog: the same three actions; deleting the open request closes it.
  await rows.first().getByRole("button", { name: "Wing Chan", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: englishMessages.requests.myForms.detailsTitle });
  await expect(dialog.getByText("Flat 2B, Dialog Road, Wan Chai")).toBeVisible();
  await expect(admin).toHaveURL(/[?&]id=/);
  await dialog.getByRole("button", { name: d.confirm }).click();
  await admin.getByRole("button", { name: d.confirmAction, exact: true }).click();
  // The dialog offers what the new status allows: revert once confirmed, confirm once submitted.
  await dialog.getByRole("button", { name: d.revert }).click();
  await expect(dialog.getByRole("button", { name: d.confirm })).toBeVisible();
  await dialog.getByRole("button", { name: d.delete }).click();
  await admin.getByRole("button", { name: d.delete, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin).not.toHaveURL(/[?&]id=/);
  await expect(admin.getByRole("heading", { name: d.emptyTitle })).toBeVisible();
  await admin.getByRole("button", { name: d.resetFilters }).click();
  await expect(admin.getByRole("row").nth(1)).toBeVisible();

  // The client sees the outcome: both requests are gone.
  const mine = await page.request.get("/api/client/forms");
  expect(await mine.json()).toEqual([]);
});

test("an admin exports the filtered requests as CSV", async ({ page, client, browser }) => {
  await submitRequests(page, ['Flat 3C, "Quoted" Court, Sai Ying Pun', "Flat 4D, Comma Street, Tai Po"]);
  const admin = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto("/dashboard/forms");
  await admin.getByLabel(d.searchLabel).fill(client.email);
  await expect(admin).toHaveURL(/[?&]q=/);
  await expect(admin.getByRole("row").filter({ hasText: "Wing Chan" })).toHaveCount(2);

  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: d.exportCsv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^design-forms-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile((await download.path()) ?? "");
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = parse(file.subarray(3)) as string[][];
  expect(header?.slice(0, 3)).toEqual(["Form ID", "Client Email", "Client Name"]);
  expect(records.map((record) => record[9]).sort()).toEqual([
    'Flat 3C, "Quoted" Court, Sai Ying Pun',
    "Flat 4D, Comma Street, Tai Po",
  ]);
  expect(records.every((record) => record[1] === client.email && record[2] === "Wing Chan")).toBe(true);

  await admin.getByLabel(d.searchLabel).fill("no request matches this text");
  await expect(admin.getByRole("heading", { name: d.emptyTitle })).toBeVisible();
  await expect(admin.getByRole("button", { name: d.exportCsv })).toBeDisabled();
});
