import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema/index.ts";
import { recordQueries } from "../../test-support/query-recorder.ts";
import { ageCounters, setCounter } from "../../test-support/rate-limit-counters.ts";
import { createTestDatabase } from "../../test-support/test-database.ts";
import {
  counterWait,
  countHit,
  hitCounter,
  keepCountersInMemory,
  readCounter,
  refundHit,
  resetCounters,
  takeFromBudget,
} from "./rate-limit-counter.ts";

const MINUTE = 60_000;
const limit = { max: 3, windowMs: 10 * MINUTE };
let key = 0;
const nextKey = () => `test:${++key}`;

// The same rules, whether counted by the database's statements or in this process's memory.
describe.each([
  { kept: "in the database", inMemory: false },
  { kept: "in memory", inMemory: true },
])("rate-limit counters kept $kept", ({ inMemory }) => {
  let database: Database;
  let db: Database["db"];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    if (inMemory) await keepCountersInMemory(db);
  });
  afterAll(() => database.close());

  it("counts hits in a window and starts a new one once it is over", async () => {
    const key = nextKey();
    expect((await countHit(db, key, limit.windowMs)).hits).toBe(1);
    expect(await hitCounter(db, key, limit)).toBe(0);
    expect(await hitCounter(db, key, limit)).toBe(0);
    const wait = await hitCounter(db, key, limit);
    expect(wait).toBeGreaterThan(9 * 60);
    expect(wait).toBeLessThanOrEqual(10 * 60);
    await ageCounters(db, (k) => k === key, limit.windowMs + 1);
    expect((await countHit(db, key, limit.windowMs)).hits).toBe(1);
  });

  it("takes a batch only when all of it fits, and a refused one counts nothing", async () => {
    const key = nextKey();
    expect(await takeFromBudget(db, key, limit, 2)).toBe(0);
    expect(await takeFromBudget(db, key, limit, 2)).toBeGreaterThan(0);
    expect((await readCounter(db, key))?.hits).toBe(2);
    expect(await takeFromBudget(db, key, limit, 1)).toBe(0);
    expect(await counterWait(db, key, limit)).toBeGreaterThan(0);
    expect(await takeFromBudget(db, key, limit, 4)).toBe(10 * 60);
    await ageCounters(db, (k) => k === key, limit.windowMs);
    expect(await counterWait(db, key, limit)).toBe(0);
    expect(await takeFromBudget(db, key, limit, 3)).toBe(0);
    expect((await readCounter(db, key))?.hits).toBe(3);
  });

  it("gives a hit back, never below none, and forgets what it is told to", async () => {
    const [key, other] = [nextKey(), nextKey()];
    await setCounter(db, { key, windowStartedAt: new Date(), hits: 1 });
    await refundHit(db, key);
    await refundHit(db, key);
    expect((await readCounter(db, key))?.hits).toBe(0);
    await countHit(db, other, limit.windowMs);
    await resetCounters(db, [key, other]);
    expect(await readCounter(db, key)).toBeUndefined();
    expect(await readCounter(db, other)).toBeUndefined();
  });
});

describe("counters kept in memory", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("send no statement, start from the table's counts and are written back to it", async () => {
    const { db } = database;
    const windowStartedAt = new Date();
    await db.insert(rateLimitCounters).values({ key: "test:kept", windowStartedAt, hits: 3 });
    const save = await keepCountersInMemory(db);

    const { result, queries } = await recordQueries(database)(async () => {
      await countHit(db, "test:new", limit.windowMs);
      return hitCounter(db, "test:kept", limit);
    });
    expect(queries).toEqual([]);
    expect(result).toBeGreaterThan(0);

    await save();
    const rows = await db.select().from(rateLimitCounters);
    expect(rows.map(({ key, hits }) => ({ key, hits })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "test:kept", hits: 4 },
      { key: "test:new", hits: 1 },
    ]);
    expect(rows.find((row) => row.key === "test:kept")?.windowStartedAt).toEqual(windowStartedAt);
  });

  it("write back more counters than one statement's parameters hold", async () => {
    const other = await createTestDatabase();
    try {
      const save = await keepCountersInMemory(other.db);
      for (let n = 0; n < 25_000; n++) await countHit(other.db, `test:address:${n}`, limit.windowMs);
      await save();
      const [row] = await other.db.select({ n: count() }).from(rateLimitCounters);
      expect(row?.n).toBe(25_000);
    } finally {
      await other.close();
    }
  });
});
