// Caches the app for repeat visits. Hashed assets and images never change under their URL, so they are
// served from the cache; pages always try the network first, so a new deployment is picked up at once.
// A page that cannot load offline gets the offline page in the reader's language, kept at install.
// Shows the site's push notifications and opens their page when one is clicked (issue 21 §4).
const VERSION = "v2";
const ASSETS = `assets-${VERSION}`;
const IMAGES = `images-${VERSION}`;
const PAGES = `pages-${VERSION}`;
const OFFLINE = `offline-${VERSION}`;
const MAX_IMAGES = 300;
const LOCALES = ["en", "zh-HK"];
const offlinePath = (locale) => (locale === "en" ? "/offline.html" : `/offline.html?lang=${locale}`);
const ICON = "/icons/icon-192.png";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE);
      await cache.addAll([...LOCALES.map(offlinePath), ICON, "/favicon.svg"]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([ASSETS, IMAGES, PAGES, OFFLINE]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

async function cacheFirst(request, cacheName, limit) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (limit) {
      const keys = await cache.keys();
      for (const key of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(key);
    }
  }
  return response;
}

/** The page's language as the server would pick it: the address, the reader's choice (cookie), the browser's. */
async function readerLocale(url) {
  const named = url.searchParams.get("lang");
  if (LOCALES.includes(named)) return named;
  try {
    const chosen = (await self.cookieStore?.get("locale"))?.value;
    if (LOCALES.includes(chosen)) return chosen;
  } catch {
    // cookieStore is missing from some browsers' workers; the browser's languages decide then.
  }
  const preferred = (self.navigator.languages ?? []).map((tag) => tag.toLowerCase().split("-")[0]);
  const first = preferred.find((language) => language === "en" || language === "zh" || language === "yue");
  return first === "zh" || first === "yue" ? "zh-HK" : "en";
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached =
      (await cache.match(request)) ??
      (await caches.match(offlinePath(await readerLocale(new URL(request.url))), { cacheName: OFFLINE }));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(request, ASSETS));
  else if (url.pathname.startsWith("/uploads/designs/"))
    event.respondWith(cacheFirst(request, IMAGES, MAX_IMAGES));
  else if (request.mode === "navigate") event.respondWith(networkFirst(request));
  else if (url.pathname === ICON)
    event.respondWith(caches.match(request).then((hit) => hit ?? fetch(request)));
});

// The server sends { title, body, url, tag } in the recipient's language (src/shared/notifications/push.ts).
self.addEventListener("push", (event) => {
  let notice;
  try {
    notice = event.data?.json();
  } catch (error) {
    console.warn("A push that is not a notice of ours was left unshown", error);
    return;
  }
  if (!notice?.title) return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      renotify: Boolean(notice.tag),
      icon: ICON,
      data: { url: notice.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin);
  // Only this site's pages: a payload can never send the reader elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const open = windows.find((client) => "navigate" in client);
      if (open) {
        const focused = await open.focus();
        return focused.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});

// The push service replaced this browser's subscription: hand the new one to the server (same session).
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const renewed =
        event.newSubscription ??
        (await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old?.options.applicationServerKey,
        }));
      const send = (path, method, body) =>
        fetch(path, {
          method,
          credentials: "same-origin",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      await send("/api/push/subscriptions", "PUT", renewed.toJSON());
      if (old && old.endpoint !== renewed.endpoint)
        await send("/api/push/unsubscribe", "POST", { endpoint: old.endpoint });
    })(),
  );
});
