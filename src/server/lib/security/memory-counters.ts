/** A counter as rate_limit_counters keeps it. */
export interface CounterRow {
  key: string;
  windowStartedAt: Date;
  hits: number;
}

/**
 * The fixed-window counters of rate-limit-counter.ts kept in one process's memory, with the same rules as
 * its statements. Each method runs to its end before any other starts, so what the database's row
 * locks guarantee (parallel takers never pass a limit together) holds here without them.
 */
export class MemoryCounters {
  readonly #rows = new Map<string, { startedAt: number; hits: number }>();

  constructor(rows: CounterRow[] = []) {
    for (const row of rows)
      this.#rows.set(row.key, { startedAt: row.windowStartedAt.getTime(), hits: row.hits });
  }

  /** countHit's: a window that started before `windowMs` ago starts again with this hit. */
  countHit(key: string, windowMs: number, now = Date.now()): { hits: number; resetsAt: Date } {
    const row = this.#rows.get(key);
    if (!row || row.startedAt < now - windowMs) {
      this.#rows.set(key, { startedAt: now, hits: 1 });
      return { hits: 1, resetsAt: new Date(now + windowMs) };
    }
    row.hits += 1;
    return { hits: row.hits, resetsAt: new Date(row.startedAt + windowMs) };
  }

  /**
   * takeFromBudget's: `amount` hits if they all fit in the window, which a window `windowMs` old or more
   * no longer holds. Returns null when taken, else when the refusing window started.
   */
  take(key: string, limit: { max: number; windowMs: number }, amount: number, now = Date.now()): Date | null {
    const row = this.#rows.get(key);
    if (!row || row.startedAt <= now - limit.windowMs) {
      this.#rows.set(key, { startedAt: now, hits: amount });
      return null;
    }
    if (row.hits + amount > limit.max) return new Date(row.startedAt);
    row.hits += amount;
    return null;
  }

  read(key: string): CounterRow | undefined {
    const row = this.#rows.get(key);
    return row && { key, windowStartedAt: new Date(row.startedAt), hits: row.hits };
  }

  refund(key: string): void {
    const row = this.#rows.get(key);
    if (row) row.hits = Math.max(row.hits - 1, 0);
  }

  reset(keys: string[]): void {
    for (const key of keys) this.#rows.delete(key);
  }

  deleteStale(before: Date): void {
    for (const [key, row] of this.#rows) if (row.startedAt < before.getTime()) this.#rows.delete(key);
  }

  set(row: CounterRow): void {
    this.#rows.set(row.key, { startedAt: row.windowStartedAt.getTime(), hits: row.hits });
  }

  rows(): CounterRow[] {
    return [...this.#rows.keys()].flatMap((key) => this.read(key) ?? []);
  }
}
