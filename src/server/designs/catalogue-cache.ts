/** A small map whose entries expire, oldest evicted first when full. */
export function createTtlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = await load();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? "");
      entries.set(key, { value, expires: Date.now() + ttlMs });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * What the public catalogue keeps briefly, per database: the totals of its filters (counting
 * 100,000 designs costs more than the page itself) and whole answers of the public list calls.
 * Every catalogue write in this process clears both; other processes see a change within the TTL.
 */
function createCatalogueCache() {
  return {
    totals: createTtlCache<number>({ ttlMs: 15_000, maxEntries: 1000 }),
    answers: createTtlCache<string>({ ttlMs: 10_000, maxEntries: 500 }),
  };
}

const caches = new WeakMap<object, ReturnType<typeof createCatalogueCache>>();

export function catalogueCache(db: object) {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}

export function clearCatalogueCache(db: object): void {
  const cache = caches.get(db);
  cache?.totals.clear();
  cache?.answers.clear();
}
