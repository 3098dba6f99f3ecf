import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheVersions } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { catalogueCache, clearCatalogueCache } from "./catalogue-cache.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Reads a key through the cache; a value made afresh names how many were made before it. */
function reader(db: TestApp["database"]["db"]) {
  let loads = 0;
  return async (key: string) =>
    (await catalogueCache(db)).answers.get(key, async () => {
      loads++;
      return `made at load ${loads}`;
    });
}

describe("the catalogue cache", () => {
  it("keeps an answer until a catalogue change, then makes it afresh", async () => {
    const read = reader(t.database.db);
    expect(await read("a")).toBe("made at load 1");
    expect(await read("a")).toBe("made at load 1");
    await clearCatalogueCache(t.database.db);
    expect(await read("a")).toBe("made at load 2");
  });

  it("never serves an answer older than a change that has finished, whatever ran alongside", async () => {
    const db = t.database.db;
    /** The catalogue version in the database now. */
    const versionNow = async () =>
      (
        await db
          .select({ version: cacheVersions.version })
          .from(cacheVersions)
          .where(eq(cacheVersions.name, "catalogue"))
      )[0]?.version ?? 0;
    // Each answer names the version it was made from. Reads begun before or during a change may be
    // either (on PostgreSQL their lookups race the change's commit); one begun after must be new.
    const read = async (key: string) =>
      Number(await (await catalogueCache(db)).answers.get(key, async () => String(await versionNow())));
    await read("b");
    for (let round = 0; round < 20; round++) {
      const early = read("b");
      const change = clearCatalogueCache(db);
      const during = read("b");
      await change;
      const changed = await versionNow();
      const after = await read("b");
      await Promise.all([early, during]);
      expect(after).toBeGreaterThanOrEqual(changed);
      expect(await read("b")).toBe(after);
    }
  });

  it("keeps a change made inside a transaction from answering before it commits", async () => {
    const read = reader(t.database.db);
    const before = await read("c");
    let during: Promise<string> | undefined;
    await t.database.db.transaction(async (tx) => {
      await clearCatalogueCache(tx);
      // A read from outside the open transaction. PostgreSQL answers it beside the transaction; PGlite's
      // single connection holds it until the commit, so there it may only be awaited afterwards.
      during = read("c");
      if (t.database.kind === "postgres") expect(await during).toBe(before);
    });
    const afterCommit = await read("c");
    expect(afterCommit).not.toBe(before);
    // Held until the commit, PGlite's read answers afresh too.
    if (t.database.kind === "pglite") expect(await during).not.toBe(before);
  });
});
