import type { Page } from "@playwright/test";

/**
 * Waits until the running transitions and animations that end have ended (a theme switch fades colours),
 * so styles are read as they settle; at most `maxMs`, as a paused one never ends.
 */
export async function settled(page: Page, maxMs = 2000): Promise<void> {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === "running" &&
                animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
            )
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    maxMs,
  );
}
