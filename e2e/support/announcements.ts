import type { Page } from "@playwright/test";

declare global {
  interface Window {
    /** What the page's live regions have said since recordAnnouncements. */
    announced?: string[];
  }
}

/**
 * Starts recording what screen readers are told: the text of every live region (aria-live polite or
 * assertive, status, alert) each time it appears or changes. Radix's toast announcer lives for only a
 * second, so it has to be caught as it happens rather than looked for afterwards.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const announced: string[] = [];
    window.announced = announced;
    const regions = '[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]';
    new MutationObserver(() => {
      for (const region of document.querySelectorAll(regions)) {
        const text = region.textContent?.trim();
        if (text && !announced.includes(text)) announced.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

export function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => window.announced ?? []);
}
