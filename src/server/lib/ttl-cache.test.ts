import { expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

/** A load that stays pending until `finish` is called, counting how often it was started. */
function pendingLoad() {
  const pending: ((value: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => pending.push(resolve));
  return {
    load,
    started: () => pending.length,
    finish: (value: string) => {
      for (const resolve of pending) resolve(value);
    },
  };
}

it("lets requests for a key being loaded wait for that load instead of loading it again", async () => {
  const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 10 });
  const slow = pendingLoad();
  const answers = Promise.all([1, 2, 3].map(() => cache.get("list", slow.load)));
  await Promise.resolve();
  slow.finish("loaded once");
  expect(await answers).toEqual(["loaded once", "loaded once", "loaded once"]);
  expect(slow.started()).toBe(1);
});

it("keeps nothing from a load that failed: every waiting request gets its error, the next one loads again", async () => {
  const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 10 });
  const failing = () => Promise.reject(new Error("database gone"));
  await expect(Promise.all([cache.get("k", failing), cache.get("k", failing)])).rejects.toThrow(
    "database gone",
  );
  expect(await cache.get("k", async () => "second try")).toBe("second try");
});

it("keeps a null answer (a design that does not exist) like any other", async () => {
  const cache = createTtlCache<string | null>({ ttlMs: 10_000, maxEntries: 10 });
  let loads = 0;
  const missing = async () => {
    loads++;
    return null;
  };
  expect(await cache.get("design:gone", missing)).toBeNull();
  expect(await cache.get("design:gone", missing)).toBeNull();
  expect(loads).toBe(1);
});

it("gives a load's waiting requests its answer even when the cache is cleared meanwhile, and keeps none of it", async () => {
  const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 10 });
  const slow = pendingLoad();
  const waiting = cache.get("k", slow.load);
  cache.clear();
  slow.finish("from before the clear");
  expect(await waiting).toBe("from before the clear");
  expect(await cache.get("k", async () => "after the clear")).toBe("after the clear");
});

it("evicts the entry read least recently when full", async () => {
  const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 2 });
  await cache.get("a", async () => "a1");
  await cache.get("b", async () => "b1");
  await cache.get("a", async () => "a2");
  await cache.get("c", async () => "c1");
  expect(await cache.get("a", async () => "a3")).toBe("a1");
  expect(await cache.get("b", async () => "b2")).toBe("b2");
});
