import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { createAllMessages } from "#shared/i18n/catalogues.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.ts";
import { expect, test } from "./support/fixtures.ts";

// Issue 21 §4, what needs Chromium itself (the headless shell grants no notification permission and has no
// installability check): Chromium finds the app installable, the service worker shows a push's notice as the
// server words it (the server's side, encryption and delivery, is tested against a local push service in
// src/server/notifications/push/push.test.ts), and the opt-in at a phone's width.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

const { en, "zh-HK": zh } = createAllMessages("Nestmatch");

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 30_000,
  });
}

test("Chromium finds the app installable from either language's page", async ({ baseURL }) => {
  // Lighthouse 12 dropped its installability audit (the PWA category); this is the check it ran. Playwright's
  // contexts are incognito, where nothing installs, so this one has a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), "nestmatch-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: baseURL ?? "",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const path of ["/designs", "/designs?lang=zh-HK"]) {
      await page.goto(path);
      await controlledByServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
      expect(installabilityErrors, JSON.stringify(installabilityErrors)).toEqual([]);
      const { url, errors } = await cdp.send("Page.getAppManifest");
      expect(url).toContain("/manifest.webmanifest");
      expect(errors).toEqual([]);
      await cdp.detach();
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the service worker shows a pushed notice with its words and keeps where it leads", async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto("/designs");
  await context.grantPermissions(["notifications"], { origin: baseURL ?? "" });
  await controlledByServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("ServiceWorker.enable");
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  const origin = new URL(page.url()).origin;
  const notice = {
    title: zh.matching.introductions.mail.chosenTitle,
    body: zh.matching.introductions.mail.chosenBody,
    url: `${origin}/dashboard/requests/00000000-0000-4000-8000-000000000001`,
    tag: "chosen:00000000-0000-4000-8000-000000000001",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId,
    data: JSON.stringify(notice),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          data: shown.data,
        }));
      }),
    )
    .toEqual([{ title: notice.title, body: notice.body, tag: notice.tag, data: { url: notice.url } }]);
});

test("a signed-in reader finds the device's notifications in the profile and the bell, at a phone's width, in both languages", async ({
  page,
  client,
}) => {
  expect(client.email).toBeTruthy();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/designs");
  await controlledByServiceWorker(page);
  for (const [path, words] of [
    ["/dashboard/profile", en],
    ["/dashboard/profile?lang=zh-HK", zh],
  ] as const) {
    await page.goto(path);
    const card = page.getByTestId("push-card");
    await expect(card.getByText(words.push.title)).toBeVisible();
    await expect(card.getByText(words.push.off)).toBeVisible();
    await expect(card.getByRole("button", { name: words.push.turnOn })).toBeVisible();
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByTestId("notifications-bell").click();
    await expect(page.getByRole("menuitem", { name: words.push.bellHint })).toBeVisible();
    await page.keyboard.press("Escape");
  }
});
