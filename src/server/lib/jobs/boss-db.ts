import { sql } from "drizzle-orm";
import { type Db as BossDb, fromDrizzle, fromPglite } from "pg-boss";
import type { Database, DbExecutor } from "../../db/client.ts";
import { listenToChannel } from "../../db/pg-listen.ts";

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

/**
 * The same, for a process that works the queue and hears of new jobs at once (`useListenNotify`): in the
 * embedded database's own session, or, on PostgreSQL, on one connection of its own, opened again when
 * lost; `onError` hears what that connection survives.
 */
export function listeningBossDatabase(
  database: Database,
  onError: (error: unknown, message: string) => void,
): BossDb {
  const db = bossDatabase(database);
  if (database.kind === "pglite") return db;
  const { pool } = database;
  return {
    ...db,
    listen: (channel, onNotification, onReconnect) =>
      listenToChannel(pool, channel, "job queue", { onNotification, onReconnect, onError }),
  };
}

/** A transaction (or the database) as pg-boss's `db` option: a job sent through it commits with the transaction. */
export const bossExecutor = (executor: DbExecutor): BossDb =>
  fromDrizzle(executor as Parameters<typeof fromDrizzle>[0], sql);

export const bossBackend = (database: Database) => (database.kind === "pglite" ? "pglite" : "postgres");
