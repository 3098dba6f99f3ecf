import { readFile } from "node:fs/promises";
import { englishMessages } from "#shared/i18n/index.ts";
import type { UserDataExport } from "../src/server/profile/data-export.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { expect, test } from "./support/fixtures.ts";

const m = englishMessages.profile.dataExport;

test("a signed-in user downloads a copy of their own data from the profile page", async ({
  page,
  client,
}) => {
  const created = await page.request.post("/api/forms", { data: validRequest });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto("/dashboard/profile");
  await expect(page.getByText(m.text)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: m.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^nestmatch-data-\d{4}-\d{2}-\d{2}\.json$/);

  const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as UserDataExport;
  expect(data.account).toMatchObject({ email: client.email, firstName: "Wing", role: "client" });
  expect(data.requests.map((request) => request.propertyAddress)).toEqual([validRequest.propertyAddress]);
  expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash/);
});
