import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";
import {
  createPostgresTestDatabase,
  createTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../../test-support/test-database.ts";
import { createEventBus, type EventBus } from "./bus.ts";
import type { LiveEvent } from "./event.ts";
import { publishEvent } from "./publish.ts";

const ALICE = "00000000-0000-4000-8000-0000000000a1";
const BOB = "00000000-0000-4000-8000-0000000000b2";

/** Collects what a bus hands out; `until` waits for an event that `match` accepts. */
function collect(bus: EventBus) {
  const seen: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  bus.subscribe((event) => {
    seen.push(event);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    seen,
    async until(match: (event: LiveEvent) => boolean, timeoutMs = 5_000): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = seen.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`not handed out within ${timeoutMs} ms: ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe("the event bus on the embedded database", () => {
  let database: Database;
  let bus: EventBus;
  beforeAll(async () => {
    database = await createTestDatabase();
    bus = await createEventBus(database);
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  it("hands an event out once its transaction commits, and never one whose transaction rolled back", async () => {
    const heard = collect(bus);
    let inside = -1;
    await database.db.transaction(async (tx) => {
      const event = await publishEvent(tx, { kind: "test", userIds: [ALICE], data: { n: 1 } });
      await settle();
      inside = heard.seen.filter((seen) => seen.id === event.id).length;
    });
    expect(inside).toBe(0);
    const committed = await heard.until((event) => event.data.n === 1);
    expect(committed).toMatchObject({ kind: "test", userIds: [ALICE], roles: [] });
    await expect(
      database.db.transaction(async (tx) => {
        await publishEvent(tx, { kind: "test", userIds: [ALICE], data: { n: 2 } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await publishEvent(database.db, { kind: "test", userIds: [ALICE], data: { n: 3 } });
    await heard.until((event) => event.data.n === 3);
    expect(heard.seen.map((event) => event.data.n)).toEqual([1, 3]);
  });

  it("carries an event too large for a NOTIFY payload by its id, and reads the rest from the log", async () => {
    const heard = collect(bus);
    const many = Array.from(
      { length: 300 },
      (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    );
    const written = await publishEvent(database.db, { kind: "test", userIds: many, data: { big: true } });
    const event = await heard.until((seen) => seen.id === written.id);
    expect(event.userIds).toHaveLength(300);
    expect(event.data).toEqual({ big: true });
  });

  it("replays a reader's own events and their role's after an id, and nothing of others'", async () => {
    const from = await bus.latestId();
    await publishEvent(database.db, { kind: "test", userIds: [ALICE], data: { to: "alice" } });
    await publishEvent(database.db, { kind: "test", userIds: [BOB], data: { to: "bob" } });
    await publishEvent(database.db, { kind: "test", userIds: [], roles: ["admin"], data: { to: "admins" } });
    const forAlice = await bus.replay(from, { userId: ALICE, role: "client" }, 10);
    expect(forAlice?.map((event) => event.data.to)).toEqual(["alice"]);
    const forAdmin = await bus.replay(from, { userId: BOB, role: "admin" }, 10);
    expect(forAdmin?.map((event) => event.data.to)).toEqual(["bob", "admins"]);
    expect(await bus.replay(from, { userId: BOB, role: "admin" }, 1)).toBeNull();
  });

  it("answers null for a replay from before the log's first kept event, and keeps the newest when pruning", async () => {
    const pruning = await createEventBus(database, { keepMs: 0, pruneEveryMs: 50 });
    await publishEvent(database.db, { kind: "test", userIds: [ALICE] });
    const newest = await publishEvent(database.db, { kind: "test", userIds: [ALICE] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await pruning.close();
    const left = await database.db.select({ id: liveEvents.id }).from(liveEvents);
    expect(left.map((row) => row.id)).toEqual([newest.id]);
    expect(await bus.replay(newest.id - 2, { userId: ALICE, role: "client" }, 10)).toBeNull();
    expect(await bus.replay(newest.id - 1, { userId: ALICE, role: "client" }, 10)).toHaveLength(1);
  });
});

describe.runIf(runsOnPostgres("the event bus's tests across processes"))(
  "the event bus on PostgreSQL",
  () => {
    let server: PostgresTestDatabase;
    let one: Database;
    let two: Database;
    beforeAll(async () => {
      server = await createPostgresTestDatabase();
      one = openPostgres(server.url, 2);
      two = openPostgres(server.url, 2);
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await server?.drop();
    });

    it("hands an event written through one process's pool to another process's listeners, after the commit", async () => {
      const bus = await createEventBus(two);
      try {
        const heard = collect(bus);
        let inside = -1;
        await one.db.transaction(async (tx) => {
          const event = await publishEvent(tx, { kind: "test", userIds: [ALICE], data: { n: 1 } });
          await settle();
          inside = heard.seen.filter((seen) => seen.id === event.id).length;
        });
        expect(inside).toBe(0);
        await heard.until((event) => event.data.n === 1);
      } finally {
        await bus.close();
      }
    });

    it("listens again after its connection is cut, and hands out what was written meanwhile, once", async () => {
      const bus = await createEventBus(two);
      try {
        const heard = collect(bus);
        await publishEvent(one.db, { kind: "test", userIds: [ALICE], data: { n: "before" } });
        await heard.until((event) => event.data.n === "before");
        await one.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN %' and datname = current_database()`,
        );
        await publishEvent(one.db, { kind: "test", userIds: [ALICE], data: { n: "while cut" } });
        await heard.until((event) => event.data.n === "while cut", 8_000);
        await publishEvent(one.db, { kind: "test", userIds: [ALICE], data: { n: "after" } });
        await heard.until((event) => event.data.n === "after");
        expect(heard.seen.map((event) => event.data.n)).toEqual(["before", "while cut", "after"]);
      } finally {
        await bus.close();
      }
    });
  },
);
