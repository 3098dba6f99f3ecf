import type { Storage } from "./storage.ts";

export interface ReadCacheOptions {
  /** Top folders whose files (and the variants made from them) are public and kept: "designs", "users". */
  folders: readonly string[];
  /** How long a kept file is served without reading it again (another process may delete it). */
  ttlMs: number;
  /** The most bytes kept in all; the least recently read go first. */
  maxBytes: number;
  /** Larger files (originals) are never kept. */
  maxFileBytes: number;
}

/** The share of ttlMs by which a kept file's time is shortened at random. */
const EXPIRY_SPREAD = 0.5;

/**
 * `storage` with the public images it reads kept in memory for a while: reading a file from disk takes
 * four turns of the threadpool (open, stat, read, close), each waiting for a busy event loop, so under
 * load a photo took several times as long as a JSON answer. Writes and deletes through it forget the key
 * at once; one made by another process (PostgreSQL deployments) is seen within `ttlMs`.
 */
export function withReadCache(storage: Storage, options: ReadCacheOptions): Storage {
  const kept = new Map<string, { data: Buffer; expires: number }>();
  let keptBytes = 0;
  /** Counts writes and deletes, so a read that began before one does not keep what it read. */
  let changes = 0;
  const prefixes = options.folders.flatMap((folder) => [`${folder}/`, `variants/${folder}/`]);
  const cacheable = (key: string) => prefixes.some((prefix) => key.startsWith(prefix));

  function forget(key: string) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    keptBytes -= entry.data.length;
  }

  function keep(key: string, data: Buffer) {
    if (data.length > options.maxFileBytes) return;
    forget(key);
    // Each kept for between half and all of ttlMs: files read together (a page's photos, or every size made
    // at start) would otherwise expire together, and their reads queued together for the threadpool.
    const ttl = options.ttlMs * (1 - EXPIRY_SPREAD * Math.random());
    kept.set(key, { data, expires: Date.now() + ttl });
    keptBytes += data.length;
    for (const oldest of kept.keys()) {
      if (keptBytes <= options.maxBytes) break;
      forget(oldest);
    }
  }

  return {
    async get(key) {
      if (!cacheable(key)) return storage.get(key);
      const entry = kept.get(key);
      if (entry && entry.expires > Date.now()) {
        // Read again: last in the map's order, so the least recently read is evicted first.
        kept.delete(key);
        kept.set(key, entry);
        return entry.data;
      }
      const changesBefore = changes;
      const data = await storage.get(key);
      if (data && changes === changesBefore) keep(key, data);
      else forget(key);
      return data;
    },
    // Counted before and after: a read overlapping the change, either side of it, keeps nothing.
    async put(key, data, contentType) {
      changes++;
      forget(key);
      try {
        await storage.put(key, data, contentType);
      } finally {
        changes++;
      }
    },
    async delete(key) {
      changes++;
      forget(key);
      try {
        await storage.delete(key);
      } finally {
        changes++;
      }
    },
    list: (folder) => storage.list(folder),
  };
}
