import { existsSync } from "node:fs";

/** Debian's Chromium and the flags it needs here (root, no network): shared by Playwright and the screenshot script. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

/**
 * The browser tests' Chromium: Debian's headless shell when installed (the same engine without the desktop
 * browser around it; a third less time per test on two cores), else Chromium. Benchmarks keep full Chromium.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
