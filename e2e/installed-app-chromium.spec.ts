import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
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
  // Listening before enabling: the registrations are reported as enabling answers, and could be missed after.
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registered;
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

/**
 * Stands in for the browser's push service, which no test reaches (Chromium subscribes through Google's): the
 * page's PushManager answers a subscription at an FCM address with real P-256 keys, kept across page loads.
 * Everything else (the permission, the worker, the page's code and the server) is the real one.
 */
async function fakePushService(page: Page): Promise<void> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString("hex")}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
  await page.addInitScript((json) => {
    const KEPT = "e2e-fake-push-subscription";
    const made = () => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEPT);
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(KEPT, "1");
      return made() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEPT) ? made() : null) as unknown as PushSubscription;
  }, subscription);
}

test("a reader turns this device's notifications on and off from the profile and from the bell, and the server keeps them", async ({
  page,
  context,
  baseURL,
  client,
}) => {
  expect(client.email).toBeTruthy();
  await fakePushService(page);
  await context.grantPermissions(["notifications"], { origin: baseURL ?? "" });
  const devices = async () =>
    (
      (await (await page.request.get("/api/user/export")).json()) as {
        pushDevices: { pushService: string }[];
      }
    ).pushDevices;
  await page.goto("/designs");
  await controlledByServiceWorker(page);
  await page.goto("/dashboard/profile");
  const card = page.getByTestId("push-card");
  // The toast the toggle shows takes the first Escape (Radix's top layer), the menu the next.
  const closeMenu = (item: Locator) =>
    expect(async () => {
      await page.keyboard.press("Escape");
      await expect(item).toBeHidden({ timeout: 500 });
    }).toPass();
  const bellItem = async () => {
    await page.getByTestId("notifications-bell").click();
    return page.getByTestId("push-menu-item");
  };

  // From the profile: on, and the server has this browser.
  await card.getByRole("button", { name: en.push.turnOn }).click();
  await expect(card.getByText(en.push.on)).toBeVisible();
  await expect
    .poll(devices)
    .toEqual([{ pushService: "fcm.googleapis.com", subscribedAt: expect.any(String) }]);

  // The bell knows, and turns it off: the server forgets the browser, and the profile says so.
  const off = await bellItem();
  await expect(off).toHaveText(en.push.bellOff);
  await off.click();
  await expect(off).toHaveText(en.push.bellHint);
  await expect.poll(devices).toEqual([]);
  await closeMenu(off);
  await expect(card.getByText(en.push.off)).toBeVisible();

  // From the bell: on again; the profile turns it off.
  const on = await bellItem();
  await on.click();
  await expect(on).toHaveText(en.push.bellOff);
  await expect.poll(devices).toHaveLength(1);
  await closeMenu(on);
  await expect(card.getByText(en.push.on)).toBeVisible();
  await card.getByRole("button", { name: en.push.turnOff }).click();
  await expect(card.getByText(en.push.off)).toBeVisible();
  await expect.poll(devices).toEqual([]);
});
