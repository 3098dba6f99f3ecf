import { inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimitCounters } from "../../db/schema/index.ts";

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs` kept in the database, so every server
 * process shares it: the hits in the current window, and when that window ends.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetsAt: Date }> {
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
  const [row] = await db
    .select({ windowStartedAt: rateLimitCounters.windowStartedAt })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key}`)
    .limit(1);
  const endsAt = (row?.windowStartedAt.getTime() ?? now.getTime()) + limit.windowMs;
  return Math.min(windowSeconds, Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)));
}

/** Whether `key` is at its limit now, without counting a hit; seconds to wait, else 0. */
export async function counterWait(db: Db, key: string, limit: WindowLimit): Promise<number> {
  const [row] = await db
    .select()
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key}`)
    .limit(1);
  const now = Date.now();
  if (!row || row.windowStartedAt.getTime() + limit.windowMs <= now || row.hits < limit.max) return 0;
  return Math.max(1, Math.ceil((row.windowStartedAt.getTime() + limit.windowMs - now) / 1000));
}

/** Takes back one hit on `key`, never below none: an attempt counted first that turned out harmless. */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}

/** Forgets the counts of `keys`, in one statement. */
export async function resetCounters(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimitCounters).where(inArray(rateLimitCounters.key, keys));
}

/** Deletes counters whose window started before `before`: pass a time older than the longest window. */
export async function deleteStaleCounters(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, before));
}
