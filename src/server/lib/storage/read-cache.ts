import { LRUCache } from "lru-cache";
import type { Storage } from "./storage.ts";

export interface ReadCacheOptions {
  /** Top folders whose files (and the variants made from them) are public and kept: "designs", "users". */
  folders: readonly string[];
  /** How long a kept file is served before it is read again (another process may delete it). */
  ttlMs: number;
  /** The most bytes kept in all; the least recently read go first. */
  maxBytes: number;
  /** Larger files (originals) are never kept. */
  maxFileBytes: number;
  /** Told when reading a file again failed after its kept bytes were served (no request sees that error). */
  onRefreshError: (key: string, error: unknown) => void;
  /** The clock in ms (performance.now by default; lru-cache takes its own when loaded, out of fake timers' reach). */
  now?: () => number;
}

/** What is kept for a key that names no file: lru-cache would put a stale entry back for an empty answer. */
const MISSING = Symbol("no such file");

/** The share of ttlMs by which a kept file's time is shortened at random. */
const EXPIRY_SPREAD = 0.5;

/**
 * `storage` with the public images it reads kept in memory: reading a file from disk takes four turns of the
 * threadpool (open, stat, read, close), each waiting for a busy event loop, so under load a photo took several
 * times as long as a JSON answer.
 * - A file is read once however many ask for it meanwhile.
 * - Once its time is up, the request that finds it so gets the kept bytes and the file is read again behind
 *   it; if it is gone (deleted by another process, on PostgreSQL deployments), that is kept instead. Under
 *   1,000 people the requests that read again waited 500–700 ms for the threadpool (bench:load).
 * - Writes and deletes through it forget the key before and after the change, and a read under way then is
 *   abandoned: its callers read the storage themselves, so nobody is given what the change replaced.
 */
export function withReadCache(storage: Storage, options: ReadCacheOptions): Storage {
  const prefixes = options.folders.flatMap((folder) => [`${folder}/`, `variants/${folder}/`]);
  const cacheable = (key: string) => prefixes.some((prefix) => key.startsWith(prefix));

  const kept = new LRUCache<string, Buffer | typeof MISSING>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxFileBytes,
    // lru-cache counts sizes from 1: an empty file still takes an entry.
    sizeCalculation: (data) => (data === MISSING ? 1 : Math.max(1, data.length)),
    ttl: options.ttlMs,
    allowStale: true,
    perf: { now: options.now ?? (() => performance.now()) },
    fetchMethod: async (key, stale, { options: setOptions }) => {
      // Each kept for between half and all of ttlMs: files read together (a page's photos, or every size made
      // at start) would otherwise expire together, and their reads queue together for the threadpool.
      setOptions.ttl = options.ttlMs * (1 - EXPIRY_SPREAD * Math.random());
      try {
        return (await storage.get(key)) ?? MISSING;
      } catch (error) {
        // A first read's error reaches its request; a refresh's reaches nobody else.
        if (stale !== undefined) options.onRefreshError(key, error);
        throw error;
      }
    },
  });

  /** Counts forgettings, so a caller whose read was abandoned for a change knows to read again. */
  let changes = 0;
  const forget = (key: string) => {
    changes++;
    kept.delete(key);
  };

  return {
    async get(key) {
      if (!cacheable(key)) return storage.get(key);
      const changesBefore = changes;
      try {
        const data = await kept.fetch(key);
        return data === MISSING || data === undefined ? null : data;
      } catch (error) {
        // lru-cache rejects a read under way when its key is forgotten: read what is there now.
        if (changes !== changesBefore) return storage.get(key);
        throw error;
      }
    },
    async put(key, data, contentType) {
      forget(key);
      try {
        await storage.put(key, data, contentType);
      } finally {
        forget(key);
      }
    },
    async delete(key) {
      forget(key);
      try {
        await storage.delete(key);
      } finally {
        forget(key);
      }
    },
    list: (folder) => storage.list(folder),
  };
}
