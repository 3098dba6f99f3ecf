import { LRUCache } from "lru-cache";

/**
 * A small map whose entries expire, the least recently read evicted first when full. Requests asking
 * for a key that is being loaded wait for that load instead of starting their own: when a popular
 * answer expired under load, every request in the next round trip loaded it again.
 */
export function createTtlCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  // Boxed, as lru-cache keeps no null; the load to run travels as the fetch's context.
  const entries = new LRUCache<string, { value: T }, () => Promise<T>>({
    max: maxEntries,
    ttl: ttlMs,
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    // clear() during a load: its requests still get what it loaded, and the cache keeps none of it.
    ignoreFetchAbort: true,
  });
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const entry = await entries.fetch(key, { context: load });
      if (!entry) throw new Error(`The cache's load for ${key} answered nothing`);
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}
