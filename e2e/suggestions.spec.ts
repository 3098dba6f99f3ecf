import { englishMessages } from "#shared/i18n/index.ts";
import { MAX_INTRODUCTIONS } from "#shared/matching/constants.ts";
import { validRequest } from "../src/server/test-support/request-payload.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";

const s = englishMessages.matching.suggestions;
const status = englishMessages.requests.myForms.status;

test("an admin sees ranked suggestions with reasons and introduces 3 designers to a request", async ({
  page,
  client,
  browser,
}) => {
  const created = await page.request.post("/api/forms", {
    data: { ...validRequest, designStyle: ["Minimalist", "Smart"], propertyAddress: "Flat 9C, Picker Road" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/dashboard/forms?q=${encodeURIComponent(client.email)}&id=${id}`);
  const details = admin.getByRole("dialog", { name: englishMessages.requests.myForms.detailsTitle });
  await expect(details.getByText("Flat 9C, Picker Road")).toBeVisible();
  await details.getByRole("button", { name: s.picker.find }).click();

  // The demo's vetted designers, best first, each with a score and the reasons for it.
  const picker = admin.getByRole("dialog", { name: s.picker.title });
  const options = picker.getByRole("listitem").filter({ has: admin.getByRole("checkbox") });
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(MAX_INTRODUCTIONS);
  const scores = (await picker.getByText(/^\d+% match$/).allTextContents()).map((text) =>
    Number.parseInt(text, 10),
  );
  expect(scores).toEqual(scores.toSorted((a, b) => b - a));
  await expect(options.first().getByText(/^Specialises in (Minimalist|Smart)/)).toBeVisible();
  await expect(options.first().getByText(/^Typical budget /)).toBeVisible();
  // The demo data may already have introduced the top designer elsewhere; the load is said either way.
  await expect(
    options.first().getByText(/^(No open introductions|Has \d+ open introductions?)$/),
  ).toBeVisible();

  // Three at most: the others are disabled and the hint says why.
  const boxes = picker.getByRole("checkbox");
  for (const index of [0, 1, 2]) await boxes.nth(index).check();
  await expect(boxes.nth(3)).toBeDisabled();
  await expect(picker.getByText(s.picker.limitHint(MAX_INTRODUCTIONS))).toBeVisible();
  await boxes.nth(2).uncheck();
  await expect(boxes.nth(3)).toBeEnabled();
  await expect(picker.getByText(s.picker.chosen(2, MAX_INTRODUCTIONS))).toBeVisible();
  await boxes.nth(2).check();
  const names = await Promise.all(
    [0, 1, 2].map(async (index) =>
      ((await boxes.nth(index).getAttribute("aria-label")) ?? "").replace(s.picker.select(""), ""),
    ),
  );

  await picker.getByRole("button", { name: s.picker.send }).click();
  await expect(admin.getByText(s.picker.sentTitle, { exact: true })).toBeVisible();
  await expect(picker).toBeHidden();

  // The request's dialog now shows it matched, with the three designers awaiting their reply.
  await expect(details.getByText(status.matched ?? "matched", { exact: true })).toBeVisible();
  const introduced = details.getByRole("region", { name: s.introduced.title });
  for (const name of names) {
    await expect(introduced.getByRole("listitem").filter({ hasText: name })).toContainText(
      s.introduced.statuses.pending,
    );
  }
  await expect(details.getByRole("button", { name: s.picker.find })).toBeHidden();
});
