import type { Locator, Page } from "@playwright/test";
import { englishMessages } from "#shared/i18n/index.ts";

/**
 * The region where toasts are shown, as a sighted user sees them. Its `status` announcer is not the
 * place to look: Radix removes it after a second, which a loaded machine can miss.
 */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: englishMessages.app.toast.region.replace("{hotkey}", "F8") });
}
