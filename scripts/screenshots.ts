// Screenshots of pages at desktop and phone widths in both themes, for looking at the product as a user would.
// usage: node scripts/screenshots.ts <baseUrl> <outDir> <path> [path ...]
//        (env SIGN_IN="email:password", or "email:password:TOTPSECRET" for an account with an authenticator app)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { totpCodeAt } from "../src/server/auth/second-factor/totp.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const [baseUrl = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Signs in once (an app's code works once) and hands every context the same cookies. */
async function signedInState() {
  if (!process.env.SIGN_IN) return undefined;
  const [email, password, totpSecret] = process.env.SIGN_IN.split(":");
  const context = await browser.newContext();
  const totp = totpSecret ? { totp: totpCodeAt(totpSecret) } : {};
  const answer = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password, ...totp },
  });
  if (!answer.ok()) throw new Error(`signing in failed: ${answer.status()} ${await answer.text()}`);
  const state = await context.storageState();
  await context.close();
  return state;
}
/**
 * A whole-page capture draws beyond the screen without scrolling, where `content-visibility: auto` leaves
 * parts unrendered (bands and cards below the first screen): they would come out blank, though a reader
 * scrolling sees them drawn as they near the screen. Set through the CSSOM, which the page's CSP allows.
 */
async function showSkippedContent(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });
}

const storageState = await signedInState();
for (const theme of ["light", "dark"] as const) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({
      viewport,
      colorScheme: theme,
      deviceScaleFactor: 1,
      ...(storageState ? { storageState } : {}),
    });
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(baseUrl + path, { waitUntil: "load" });
      await page.waitForTimeout(1200);
      const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${device}-${theme}.png`;
      await showSkippedContent(page);
      await page.screenshot({ path: join(outDir, name), fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
