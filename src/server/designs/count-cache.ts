/**
 * Totals of the catalogue's filters, kept briefly: counting 100,000 designs on every page view
 * costs more than the page itself, and a total a few seconds old misleads nobody. Every write to
 * the catalogue in this process clears it; other processes see a change within the TTL.
 */
export function createCountCache({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { total: number; expires: number }>();
  return {
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.total;
      const total = await count();
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? "");
      entries.set(key, { total, expires: Date.now() + ttlMs });
      return total;
    },
    clear() {
      entries.clear();
    },
  };
}

const caches = new WeakMap<object, ReturnType<typeof createCountCache>>();

/** The totals cache of one database (tests and tools may hold several in one process). */
export function catalogueTotals(db: object) {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCountCache({ ttlMs: 15_000, maxEntries: 1000 });
    caches.set(db, cache);
  }
  return cache;
}
