/**
 * This browser's side of push notifications: whether it can show them, the permission, its subscription,
 * and which account opted in on it (a browser kept by the next person to sign in must not push the first
 * one's notices to them, nor theirs without asking).
 */

export type DevicePushState = "unsupported" | "blocked" | "off" | "on";

/** The account whose notices this browser's subscription carries. */
const OWNER_KEY = "nm-push-owner";

export const pushSupported = () =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** How long a first visit's page waits for its service worker to become active. */
const WORKER_WAIT_MS = 10_000;

/**
 * The active service worker. It registers in production builds only (main.tsx), after the page loads:
 * without one there is nothing to push to.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  const found = await navigator.serviceWorker.getRegistration();
  if (found?.active || !import.meta.env.PROD) return found?.active ? found : undefined;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
  ]);
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/**
 * The browser's state for `userId`. A subscription another account left here is dropped; the signed-in
 * owner's is handed to the server again (`resave`), since a session that ended elsewhere took its row along.
 */
export async function readDevicePush(
  userId: string,
  resave: (subscription: PushSubscription) => Promise<void>,
): Promise<DevicePushState> {
  const worker = await registration();
  if (!worker) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription || Notification.permission !== "granted") return "off";
  if (localStorage.getItem(OWNER_KEY) !== userId) {
    await subscription.unsubscribe();
    localStorage.removeItem(OWNER_KEY);
    return "off";
  }
  await resave(subscription);
  return "on";
}

/** Asks for permission (the caller runs in a click) and subscribes with the site's key. */
export async function subscribeDevice(
  userId: string,
  publicKey: string,
): Promise<PushSubscription | "blocked"> {
  const worker = await registration();
  if (!worker) throw new Error("No service worker");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "blocked";
  const key = keyBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  // A subscription made with another key (the deployment's keys changed) cannot be reused.
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  localStorage.setItem(OWNER_KEY, userId);
  return subscription;
}

/** Drops this browser's subscription, returning its endpoint for the server to forget. */
export async function unsubscribeDevice(): Promise<string | undefined> {
  localStorage.removeItem(OWNER_KEY);
  if (!pushSupported()) return undefined;
  // Never waits for a worker still installing: one that is not there holds no subscription.
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
