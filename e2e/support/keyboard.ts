import { expect, type Locator, type Page } from "@playwright/test";
import { settled } from "./settled.ts";

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 } = {},
): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}`).toBeFocused();
}

/** The focused element shows where it is: an outline or a ring (box-shadow) that is really drawn. */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await settled(target.page());
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle !== "none" && Number.parseFloat(computed.outlineWidth) > 0,
      ring: computed.boxShadow !== "none",
      opacity: Number(computed.opacity),
    };
  });
  expect(style.outline || style.ring, "an outline or ring on the focused element").toBe(true);
  expect(style.opacity, "the focused element is not transparent").toBeGreaterThan(0.5);
}

/** A field's error is tied to it: marked invalid and described by the visible message. */
export async function expectErrorTied(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Waits until the server-rendered page is live: a key pressed before hydration reaches controls that do
 * not answer yet (forms are disabled until then), which no keyboard walk can tell from a broken control.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}
