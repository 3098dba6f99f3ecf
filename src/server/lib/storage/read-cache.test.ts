import { describe, expect, it, vi } from "vitest";
import { withReadCache } from "./read-cache.ts";
import type { Storage } from "./storage.ts";

/**
 * Files in a map, counting the reads that reach it; `holdReads` holds reads until released, `failNextRead`
 * makes the next read fail as a disk would.
 */
function memoryStorage() {
  const files = new Map<string, Buffer>();
  const reads: string[] = [];
  let hold: Promise<void> | null = null;
  let failure: Error | null = null;
  const storage: Storage = {
    async get(key) {
      reads.push(key);
      const data = files.get(key) ?? null;
      const failed = failure;
      failure = null;
      if (hold) await hold;
      if (failed) throw failed;
      return data;
    },
    async put(key, data) {
      files.set(key, data);
    },
    async delete(key) {
      files.delete(key);
    },
    async *list() {},
  };
  return {
    storage,
    reads,
    failNextRead(error: Error) {
      failure = error;
    },
    holdReads() {
      let release!: () => void;
      hold = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const refreshErrors: [string, unknown][] = [];
const OPTIONS = {
  folders: ["designs"],
  ttlMs: 10_000,
  maxBytes: 100,
  maxFileBytes: 60,
  onRefreshError: (key: string, error: unknown) => refreshErrors.push([key, error]),
  // Read when asked, so fake timers move it.
  now: () => Date.now(),
};
const bytes = (n: number) => Buffer.alloc(n, 1);

/** A tick runs once the promises queued before it have settled, and fake timers leave ticks alone. */
const readsAgainFinished = () => new Promise<void>((resolve) => process.nextTick(resolve));

describe("the public images' read cache", () => {
  it("reads a public file once while it is kept, and a private one every time", async () => {
    const { storage, reads } = memoryStorage();
    const cached = withReadCache(storage, OPTIONS);
    await cached.put("designs/a/1.jpg", bytes(10), "image/jpeg");
    await cached.put("variants/designs/a/1/w320-q75.webp", bytes(10), "image/webp");
    await cached.put("requests/a/1.jpg", bytes(10), "image/jpeg");
    for (let n = 0; n < 3; n++) {
      await cached.get("designs/a/1.jpg");
      await cached.get("variants/designs/a/1/w320-q75.webp");
      await cached.get("requests/a/1.jpg");
    }
    expect(reads.filter((key) => key.startsWith("designs/"))).toHaveLength(1);
    expect(reads.filter((key) => key.startsWith("variants/"))).toHaveLength(1);
    expect(reads.filter((key) => key.startsWith("requests/"))).toHaveLength(3);
  });

  it("never serves a deleted file, even when a read was under way as it was deleted", async () => {
    const { storage, holdReads } = memoryStorage();
    const cached = withReadCache(storage, OPTIONS);
    await cached.put("designs/b/1.jpg", bytes(10), "image/jpeg");
    expect(await cached.get("designs/b/1.jpg")).not.toBeNull();
    await cached.delete("designs/b/1.jpg");
    expect(await cached.get("designs/b/1.jpg")).toBeNull();

    await cached.put("designs/b/2.jpg", bytes(10), "image/jpeg");
    const release = holdReads();
    const during = cached.get("designs/b/2.jpg");
    await cached.delete("designs/b/2.jpg");
    release();
    expect(await during).toBeNull();
    expect(await cached.get("designs/b/2.jpg")).toBeNull();
  });

  it("reads a file again once its time is up, and keeps no more than its budget", async () => {
    vi.useFakeTimers();
    try {
      const { storage, reads } = memoryStorage();
      const cached = withReadCache(storage, OPTIONS);
      await storage.put("designs/c/1.jpg", bytes(10), "image/jpeg");
      await cached.get("designs/c/1.jpg");
      vi.advanceTimersByTime(OPTIONS.ttlMs + 1);
      await cached.get("designs/c/1.jpg");
      expect(reads).toEqual(["designs/c/1.jpg", "designs/c/1.jpg"]);
      await readsAgainFinished();

      // 3 × 40 bytes is past the 100-byte budget: the least recently read goes; a 70-byte file is never kept.
      reads.length = 0;
      for (const name of ["x", "y", "z"]) await storage.put(`designs/${name}.jpg`, bytes(40), "image/jpeg");
      await storage.put("designs/big.jpg", bytes(70), "image/jpeg");
      for (const name of ["x", "y", "z", "big", "big"]) await cached.get(`designs/${name}.jpg`);
      await cached.get("designs/y.jpg");
      await cached.get("designs/z.jpg");
      await cached.get("designs/x.jpg");
      expect(reads).toEqual([
        "designs/x.jpg",
        "designs/y.jpg",
        "designs/z.jpg",
        "designs/big.jpg",
        "designs/big.jpg",
        "designs/x.jpg",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("spreads the expiry of files read together, so they are not all read again at once", async () => {
    vi.useFakeTimers();
    try {
      const { storage, reads } = memoryStorage();
      const cached = withReadCache(storage, { ...OPTIONS, maxBytes: 10_000 });
      const keys = Array.from({ length: 200 }, (_, n) => `designs/spread/${n}.jpg`);
      for (const key of keys) await storage.put(key, bytes(1), "image/jpeg");
      for (const key of keys) await cached.get(key);
      reads.length = 0;
      // Halfway through the second half of their time, some have been let go and some are still kept.
      vi.advanceTimersByTime(OPTIONS.ttlMs * 0.75);
      for (const key of keys) await cached.get(key);
      expect(reads.length).toBeGreaterThan(0);
      expect(reads.length).toBeLessThan(keys.length);
      // The reads again finish (promises only) before the clock moves on.
      await readsAgainFinished();
      // And none outlives its time.
      reads.length = 0;
      vi.advanceTimersByTime(OPTIONS.ttlMs + 1);
      for (const key of keys) await cached.get(key);
      expect(reads).toHaveLength(keys.length);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a file once however many ask for it meanwhile", async () => {
    const { storage, reads, holdReads } = memoryStorage();
    const cached = withReadCache(storage, OPTIONS);
    await storage.put("designs/d/1.jpg", bytes(10), "image/jpeg");
    const release = holdReads();
    const answers = Array.from({ length: 5 }, () => cached.get("designs/d/1.jpg"));
    release();
    for (const answer of await Promise.all(answers)) expect(answer).toEqual(bytes(10));
    expect(reads).toEqual(["designs/d/1.jpg"]);
  });

  it("once a file's time is up, serves it at once while reading it again, and no more once it is gone", async () => {
    vi.useFakeTimers();
    try {
      const { storage, reads, holdReads } = memoryStorage();
      const cached = withReadCache(storage, OPTIONS);
      await storage.put("designs/e/1.jpg", bytes(10), "image/jpeg");
      await cached.get("designs/e/1.jpg");
      // Deleted by another process, which this one hears nothing of.
      await storage.delete("designs/e/1.jpg");
      vi.advanceTimersByTime(OPTIONS.ttlMs + 1);
      const release = holdReads();
      // The read again is held, and the request is answered without waiting for it.
      expect(await cached.get("designs/e/1.jpg")).toEqual(bytes(10));
      expect(await cached.get("designs/e/1.jpg")).toEqual(bytes(10));
      release();
      await vi.waitFor(() => expect(cached.get("designs/e/1.jpg")).resolves.toBeNull());
      // Read twice in all: once at first, once again when its time was up.
      expect(reads).toEqual(["designs/e/1.jpg", "designs/e/1.jpg"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says when reading a file again failed behind a served answer, and reads it afresh next time", async () => {
    vi.useFakeTimers();
    try {
      refreshErrors.length = 0;
      const { storage, reads, failNextRead } = memoryStorage();
      const cached = withReadCache(storage, OPTIONS);
      await storage.put("designs/f/1.jpg", bytes(10), "image/jpeg");
      await cached.get("designs/f/1.jpg");
      vi.advanceTimersByTime(OPTIONS.ttlMs + 1);
      const diskError = new Error("EIO: i/o error, read");
      failNextRead(diskError);
      expect(await cached.get("designs/f/1.jpg")).toEqual(bytes(10));
      await vi.waitFor(() => expect(refreshErrors).toEqual([["designs/f/1.jpg", diskError]]));
      expect(await cached.get("designs/f/1.jpg")).toEqual(bytes(10));
      expect(reads).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a first read's failure reaches its caller and is not kept", async () => {
    const { storage, failNextRead } = memoryStorage();
    const cached = withReadCache(storage, OPTIONS);
    await storage.put("designs/g/1.jpg", bytes(10), "image/jpeg");
    failNextRead(new Error("EIO: i/o error, read"));
    await expect(cached.get("designs/g/1.jpg")).rejects.toThrow("EIO");
    expect(await cached.get("designs/g/1.jpg")).toEqual(bytes(10));
  });
});
