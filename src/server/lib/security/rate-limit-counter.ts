import { inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema/index.ts";
import { MemoryCounters } from "./memory-counters.ts";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

const SAVED_ROWS_A_STATEMENT = 10_000;

/** The counters of a database only this process uses, kept in its memory (keepCountersInMemory). */
const inMemory = new WeakMap<Db, MemoryCounters>();

/**
 * Counts in this process's memory from now on for `db`, which no other process may use (the embedded
 * database: its folder is locked to this process). Each limit then costs no statement: on the embedded
 * database's one connection, the counters were a tenth of its time under 1,000 people and two of a
 * sign-in's turns (issue 20). The counts start from what the table holds and are written back to it by
 * the function returned, called as the app closes; a crash loses the counts since the last start.
 */
export async function keepCountersInMemory(db: Db): Promise<() => Promise<void>> {
  const save = async () => {
    const counters = inMemory.get(db);
    if (!counters) return;
    const rows = counters.rows();
    await db.transaction(async (tx) => {
      await tx.delete(rateLimitCounters);
      // A statement takes at most 65,535 parameters, three a row.
      for (let from = 0; from < rows.length; from += SAVED_ROWS_A_STATEMENT)
        await tx.insert(rateLimitCounters).values(rows.slice(from, from + SAVED_ROWS_A_STATEMENT));
    });
  };
  // Apps sharing one database in one process (tests of several "processes") share its counters too.
  if (!inMemory.has(db)) inMemory.set(db, new MemoryCounters(await db.select().from(rateLimitCounters)));
  return save;
}

/** The counters kept in memory for `db`, if they are. */
export const countersInMemoryOf = (db: Db): MemoryCounters | undefined => inMemory.get(db);

/** The counter of `key` as it stands, wherever it is kept; for checks and tests. */
export async function readCounter(
  db: Db,
  key: string,
): Promise<{ windowStartedAt: Date; hits: number } | undefined> {
  const memory = inMemory.get(db);
  if (memory) return memory.read(key);
  const [row] = await db
    .select()
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key}`)
    .limit(1);
  return row;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs` kept in the database, so every server
 * process shares it (in memory for a database only this process uses): the hits in the current
 * window, and when that window ends.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetsAt: Date }> {
  const memory = inMemory.get(db);
  if (memory) return memory.countHit(key, windowMs);
  const now = new Date();
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.windowStartedAt} < ${windowStart} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitCounters.windowStartedAt} < ${windowStart} then ${now} else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error("Counting a hit returned no row");
  return { hits: row.hits, resetsAt: new Date(row.windowStartedAt.getTime() + windowMs) };
}

/** Counts one hit on `key`; returns the seconds to wait when the limit is already reached, else 0. */
export async function hitCounter(db: Db, key: string, limit: WindowLimit): Promise<number> {
  const { hits, resetsAt } = await countHit(db, key, limit.windowMs);
  if (hits <= limit.max) return 0;
  return Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
}

/**
 * Takes `amount` hits from `key`'s budget in one statement, only if they all fit in the current
 * window (a new window starts with them): parallel takers can never pass `limit.max` together, and a
 * refused take counts nothing. Returns 0 when taken, else the seconds until the window ends.
 */
export async function takeFromBudget(db: Db, key: string, limit: WindowLimit, amount = 1): Promise<number> {
  const windowSeconds = Math.ceil(limit.windowMs / 1000);
  if (amount > limit.max) return windowSeconds;
  const now = new Date();
  const memory = inMemory.get(db);
  if (memory) {
    const refusedBy = memory.take(key, limit, amount, now.getTime());
    return refusedBy === null ? 0 : secondsLeft(refusedBy.getTime() + limit.windowMs, windowSeconds);
  }
  const expired = sql`${rateLimitCounters.windowStartedAt} <= ${new Date(now.getTime() - limit.windowMs)}`;
  const taken = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: now, hits: amount })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then ${amount}::integer else ${rateLimitCounters.hits} + ${amount}::integer end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${rateLimitCounters.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimitCounters.hits} + ${amount}::integer <= ${limit.max}`,
    })
    .returning({ key: rateLimitCounters.key });
  if (taken.length > 0) return 0;
  const row = await readCounter(db, key);
  return secondsLeft((row?.windowStartedAt.getTime() ?? now.getTime()) + limit.windowMs, windowSeconds);
}

/** Whole seconds until `endsAt`, at least 1 and at most the window's. */
const secondsLeft = (endsAt: number, windowSeconds: number) =>
  Math.min(windowSeconds, Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)));

/** Whether `key` is at its limit now, without counting a hit; seconds to wait, else 0. */
export async function counterWait(db: Db, key: string, limit: WindowLimit): Promise<number> {
  const row = await readCounter(db, key);
  const now = Date.now();
  if (!row || row.windowStartedAt.getTime() + limit.windowMs <= now || row.hits < limit.max) return 0;
  return Math.max(1, Math.ceil((row.windowStartedAt.getTime() + limit.windowMs - now) / 1000));
}

/** Takes back one hit on `key`, never below none: an attempt counted first that turned out harmless. */
export async function refundHit(db: Db, key: string): Promise<void> {
  const memory = inMemory.get(db);
  if (memory) return memory.refund(key);
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}

/** Forgets the counts of `keys`, in one statement. */
export async function resetCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const memory = inMemory.get(db);
  if (memory) return memory.reset(keys);
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}

/** Deletes counters whose window started before `before`: pass a time older than the longest window. */
export async function deleteStaleCounters(db: Db, before: Date): Promise<void> {
  inMemory.get(db)?.deleteStale(before);
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, before));
}
