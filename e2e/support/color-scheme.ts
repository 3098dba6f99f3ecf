import { expect, type Page } from "@playwright/test";

/**
 * The browser prefers `scheme`, and the page shows it. Before the app has started nothing follows the
 * preference, so a check made at once could see the page switch theme half-way (colours in transition).
 */
export async function preferColorScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}
