import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { acquireLock } from "./lock.ts";
import { createPgPool } from "./pg-pool.ts";
import type { PgliteClient } from "./pglite-client.ts";
import { ThreadedPglite } from "./pglite-thread/threaded-pglite.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { kind: "pglite"; db: Db; client: PgliteClient; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; close(): Promise<void> };

export interface DatabaseTarget {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

export function pgliteDir(dataDir: string): string {
  return resolve(dataDir, "pglite");
}

/**
 * Drizzle over PGlite or its threaded client. Drizzle types its client as the PGlite class, whose private
 * fields no other class can have; it calls only query() and transaction(), which every PgliteClient has.
 */
export const drizzleOnPglite = (client: PgliteClient) =>
  drizzlePglite({ client: client as PGlite, schema, casing: "snake_case" });

export function wrapPglite(client: PgliteClient, release: () => void = () => {}): Database {
  return {
    kind: "pglite",
    client,
    db: drizzleOnPglite(client) as unknown as Db,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * Opens the embedded database in a worker thread (created there on first use), so that its work, the
 * protocol in JavaScript and PostgreSQL in WebAssembly, leaves this thread free to answer requests. The lock
 * is this process's, so it is taken here.
 */
export async function openPglite(dataDir: string, purpose: string): Promise<Database> {
  const dir = pgliteDir(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const release = acquireLock(`${dir}.lock`, purpose);
  try {
    return wrapPglite(await ThreadedPglite.open(dir), release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, max = 10): Database {
  const pool = createPgPool(url, max);
  return {
    kind: "postgres",
    pool,
    db: drizzlePostgres({ client: pool, schema, casing: "snake_case" }) as unknown as Db,
    close: () => pool.end(),
  };
}

/** Opens the database the configuration points at; `purpose` names this process in lock messages. */
export async function openDatabase(target: DatabaseTarget, purpose: string): Promise<Database> {
  return target.DATABASE_URL ? openPostgres(target.DATABASE_URL) : openPglite(target.DATA_DIR, purpose);
}

/** A database handle or an open transaction: what query functions accept. */
export type DbExecutor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
