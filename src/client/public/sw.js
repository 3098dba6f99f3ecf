// Caches the app for repeat visits. Hashed assets and images never change under their URL, so they are
// served from the cache; pages always try the network first, so a new deployment is picked up at once.
const VERSION = "v1";
const ASSETS = `assets-${VERSION}`;
const IMAGES = `images-${VERSION}`;
const PAGES = `pages-${VERSION}`;
const MAX_IMAGES = 300;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([ASSETS, IMAGES, PAGES]);
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

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (await cache.match("/"));
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
});
