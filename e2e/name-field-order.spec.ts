import { englishMessages } from "#shared/i18n/index.ts";
import { createChineseMessages } from "#shared/i18n/zh-HK/index.ts";
import { expect, test } from "./support/fixtures.ts";

const chineseMessages = createChineseMessages(englishMessages.app.brand);

// Issue 19 §4: a Chinese form asks for the family name first, as a Chinese name is written; the fields
// come in that order for the keyboard and screen readers too, not only on screen.
for (const [locale, messages, first, second] of [
  ["zh-HK", chineseMessages, chineseMessages.auth.fields.lastName, chineseMessages.auth.fields.firstName],
  ["en", englishMessages, englishMessages.auth.fields.firstName, englishMessages.auth.fields.lastName],
] as const) {
  test(`sign-up and profile ask for a name in the order ${locale} writes it`, async ({ page, client }) => {
    await page.goto(`/dashboard/profile?lang=${locale}`);
    await page.getByRole("button", { name: messages.profile.settings.edit }).click();
    const profileFields = page.getByRole("textbox");
    await expect(profileFields.nth(0)).toHaveAccessibleName(new RegExp(`^${first}`));
    await expect(profileFields.nth(1)).toHaveAccessibleName(new RegExp(`^${second}`));
    expect(client.firstName).toBe("Wing");

    await page.context().clearCookies();
    await page.goto(`/sign-up?lang=${locale}`);
    const signUpFields = page.getByRole("textbox");
    await expect(signUpFields.nth(0)).toHaveAccessibleName(new RegExp(`^${first}`));
    await expect(signUpFields.nth(1)).toHaveAccessibleName(new RegExp(`^${second}`));
  });
}
