import { sql } from "drizzle-orm";
import { type Db as BossDb, fromDrizzle, fromPglite } from "pg-boss";
import type { Database, DbExecutor } from "../../db/client.ts";

/** node-postgres answers a multi-statement text with one result per statement; pg-boss wants one. */
function oneResult(result: unknown): { rows: unknown[] } {
  if (Array.isArray(result)) return { rows: result.flatMap((part: { rows?: unknown[] }) => part.rows ?? []) };
  return result as { rows: unknown[] };
}

/**
 * pg-boss on the app's own connections: the embedded database's single session, or the app's pool,
 * so the queue adds no connections of its own and closes with the database.
 */
export function bossDatabase(database: Database): BossDb {
  if (database.kind === "pglite") return fromPglite(database.client);
  const { pool } = database;
  return {
    executeSql: async (text, values) => oneResult(await pool.query(text, values as unknown[])),
    poolCounts: () => ({
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/** A transaction (or the database) as pg-boss's `db` option: a job sent through it commits with the transaction. */
export const bossExecutor = (executor: DbExecutor): BossDb =>
  fromDrizzle(executor as Parameters<typeof fromDrizzle>[0], sql);

export const bossBackend = (database: Database) => (database.kind === "pglite" ? "pglite" : "postgres");
