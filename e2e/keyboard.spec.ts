import { englishMessages } from "#shared/i18n/index.ts";
import { DESCRIPTION_MIN_LENGTH } from "#shared/requests/constants.ts";
import { DEMO, expect, signIn, test } from "./support/fixtures.ts";
import { expectErrorTied, expectVisibleFocus, hydrated, tabTo } from "./support/keyboard.ts";

// Issue 9: every control reachable and usable by keyboard, with visible focus. These tests press keys
// only: Tab, Shift+Tab, Enter, Space, arrows and typing; never a click.

// A key at a time, each Tab checked: slow on a busy machine.
test.describe.configure({ timeout: 90_000 });

const { app, auth, profile, requests, admin } = englishMessages;
const f = requests.form;

test("sign in with the keyboard alone", async ({ page, client }) => {
  await page.request.post("/api/auth/logout");
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { level: 1, name: auth.signIn.title })).toBeVisible();
  await hydrated(page);

  // The skip link is the first stop and leads past the navigation to the form.
  const skip = page.getByRole("link", { name: app.nav.skipToContent });
  await page.keyboard.press("Tab");
  await expectVisibleFocus(skip);
  await page.keyboard.press("Enter");
  const email = page.getByLabel(auth.fields.email);
  const password = page.getByLabel(auth.fields.password);
  await page.keyboard.press("Tab");
  await expectVisibleFocus(email);

  // Enter on an empty form: each error is tied to its field, and the focus goes to the first.
  await page.keyboard.press("Enter");
  await expectErrorTied(email, auth.validation.emailRequired);
  await expectErrorTied(password, auth.validation.passwordRequired);
  await expect(email).toBeFocused();

  await page.keyboard.type(client.email);
  await page.keyboard.press("Tab");
  await expectVisibleFocus(password);
  await page.keyboard.type(client.password);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  const submit = page.getByRole("button", { name: auth.signIn.submit });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press("Shift+Tab");
  await expectVisibleFocus(page.getByRole("link", { name: auth.signIn.forgot }));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: profile.home.greeting(client.firstName) })).toBeVisible();
});

// `client` signs the page in as a new client, whose only request is the one sent here.
test("fill and submit the design request form with the keyboard alone", async ({ page, client: _client }) => {
  await page.goto("/design-request");
  await expect(page.getByRole("heading", { level: 1, name: f.title })).toBeVisible();

  const address = page.getByLabel(f.fields.propertyAddress);
  const propertyType = page.getByLabel(f.fields.propertyType);
  const projectType = page.getByLabel(f.fields.projectType);
  const squareFootage = page.getByLabel(f.fields.squareFootage);
  const style = page.getByRole("checkbox", { name: f.styleLabels.Scandinavian });
  const description = page.getByLabel(f.fields.description);
  const mobile = page.getByLabel(f.fields.mobileNumber);
  const terms = page.getByRole("checkbox", { name: new RegExp(`^${f.fields.agreedToTerms}`) });
  const submit = page.getByRole("button", { name: f.submit });

  // Sent empty: every error is tied to its field, and the focus goes to the first.
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press("Enter");
  const v = requests.validation;
  await expectErrorTied(address, v.propertyAddressRequired);
  await expectErrorTied(propertyType, v.propertyTypeInvalid);
  await expectErrorTied(projectType, v.projectTypeInvalid);
  await expectErrorTied(squareFootage, v.squareFootageRequired);
  await expectErrorTied(description, v.descriptionTooShort(DESCRIPTION_MIN_LENGTH));
  await expect(description).toHaveAccessibleDescription(new RegExp(f.hints.description.slice(0, 20)));
  await expectErrorTied(mobile, v.mobileRequired);
  await expectErrorTied(terms, v.agreedToTermsRequired);
  await expect(page.getByRole("group", { name: f.fields.designStyle })).toHaveAccessibleDescription(
    v.designStyleRequired,
  );
  await expect(address).toBeFocused();

  await page.keyboard.type("Flat 12B, 8 Tai Koo Shing Road, Quarry Bay");
  await page.keyboard.press("Tab");
  await expectVisibleFocus(propertyType);
  await page.keyboard.press("ArrowDown");
  await expect(propertyType).not.toHaveValue("");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await expect(projectType).not.toHaveValue("");
  await tabTo(page, squareFootage);
  await page.keyboard.type("650");
  await tabTo(page, style);
  await expectVisibleFocus(style);
  await page.keyboard.press("Space");
  await expect(style).toBeChecked();
  await tabTo(page, description);
  await expectVisibleFocus(description);
  await page.keyboard.type(
    "A 650 sq ft flat for a family of three: more storage, a study corner and a calm bedroom.",
  );
  await tabTo(page, mobile);
  await page.keyboard.type("+852 9123 4567");
  await tabTo(page, terms);
  await expectVisibleFocus(terms);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  await expect(address).not.toHaveAttribute("aria-invalid", "true");

  await tabTo(page, submit);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: f.confirmationTitle })).toBeVisible();
  expect(await (await page.request.get("/api/client/forms")).json()).toEqual([
    expect.objectContaining({
      propertyAddress: "Flat 12B, 8 Tai Koo Shing Road, Quarry Bay",
      squareFootage: 650,
      designStyle: ["Scandinavian"],
    }),
  ]);
});

test("a dialog keeps the focus inside and gives it back to its button on Escape", async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto("/dashboard/designers");
  const opener = page.getByRole("button", { name: admin.designers.add });
  await tabTo(page, opener);
  await expectVisibleFocus(opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
  const stops = await dialog.locator("input, select, textarea, button, a[href]").count();
  for (let press = 0; press < stops + 2; press++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog(), `Tab ${press + 1} stays in the dialog`).toBe(true);
  }
  for (let press = 0; press < stops + 2; press++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInDialog(), `Shift+Tab ${press + 1} stays in the dialog`).toBe(true);
  }
  await expectVisibleFocus(page.locator(":focus"));

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test("a menu opens, is used and closes with the keyboard", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/landing");
  await hydrated(page);
  const themeButton = page.getByRole("button", { name: `${app.theme.label}: ${app.theme.system}` });
  await tabTo(page, themeButton);
  await expectVisibleFocus(themeButton);
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const dark = menu.getByRole("menuitemradio", { name: app.theme.dark });
  // The menu is loaded on first use: focus lands on the menu itself or on its first item, so arrows are
  // pressed one at a time, each waiting for its move to show, until "Dark" holds the focus.
  const focusedItem = () =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.getAttribute("role") === "menuitemradio" ? (focused.textContent ?? "") : "";
    });
  for (let press = 0; press < 3 && (await focusedItem()) !== app.theme.dark; press += 1) {
    const before = await focusedItem();
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedItem).not.toBe(before);
  }
  await expect(dark).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: `${app.theme.label}: ${app.theme.dark}` })).toBeFocused();
});

test("a design card's carousel shows its arrows on focus and moves with the keyboard", async ({ page }) => {
  await page.goto("/designs");
  await hydrated(page);
  const next = page.getByRole("button", { name: englishMessages.designs.carousel.next }).first();
  await tabTo(page, next, { max: 80 });
  // The arrows appear on hover; a keyboard user must see the one that has the focus.
  await expectVisibleFocus(next);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("group", { name: /^Image 2 of \d+$/ }).first()).toBeAttached();
});
