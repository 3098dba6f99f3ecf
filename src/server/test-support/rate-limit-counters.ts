import type { Db } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema/index.ts";
import type { CounterRow } from "../lib/security/memory-counters.ts";
import { countersInMemoryOf, resetCounters } from "../lib/security/rate-limit-counter.ts";

/**
 * Rate-limit counters set and aged for a test, wherever the app keeps them: in memory on the embedded
 * database, in rate_limit_counters on PostgreSQL.
 */
export async function setCounter(db: Db, row: CounterRow): Promise<void> {
  const memory = countersInMemoryOf(db);
  if (memory) return memory.set(row);
  await db
    .insert(rateLimitCounters)
    .values(row)
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { windowStartedAt: row.windowStartedAt, hits: row.hits },
    });
}

/** Every counter whose key `matches`, as it stands. */
export async function countersWhere(db: Db, matches: (key: string) => boolean): Promise<CounterRow[]> {
  const memory = countersInMemoryOf(db);
  const rows = memory ? memory.rows() : await db.select().from(rateLimitCounters);
  return rows.filter((row) => matches(row.key));
}

/** Moves back by `ms` the windows of the counters whose key `matches`: as if that time had passed. */
export async function ageCounters(db: Db, matches: (key: string) => boolean, ms: number): Promise<void> {
  const rows = await countersWhere(db, matches);
  for (const row of rows)
    await setCounter(db, { ...row, windowStartedAt: new Date(row.windowStartedAt.getTime() - ms) });
  if (rows.length === 0) throw new Error("No counter to age: the test counts under another key");
}

/** Forgets the counters whose key `matches`. */
export async function deleteCounters(db: Db, matches: (key: string) => boolean): Promise<void> {
  await resetCounters(
    db,
    (await countersWhere(db, matches)).map((row) => row.key),
  );
}
