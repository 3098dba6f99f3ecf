import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { acquireLock } from "./lock.ts";
import { createPgPool } from "./pg-pool.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database =
  | { kind: "pglite"; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; close(): Promise<void> };

export interface DatabaseTarget {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}

export function pgliteDir(dataDir: string): string {
  return resolve(dataDir, "pglite");
}

/** An interrupted first initdb leaves a broken folder, so create it aside and rename when complete. */
async function createPgliteFolder(dir: string): Promise<void> {
  const staging = `${dir}.init-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  const fresh = await PGlite.create(staging);
  await fresh.close();
  rmSync(dir, { recursive: true, force: true });
  renameSync(staging, dir);
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): Database {
  return {
    kind: "pglite",
    client,
    db: drizzlePglite({ client, schema, casing: "snake_case" }) as unknown as Db,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

export async function openPglite(dataDir: string, purpose: string): Promise<Database> {
  const dir = pgliteDir(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const release = acquireLock(`${dir}.lock`, purpose);
  try {
    if (!existsSync(join(dir, "PG_VERSION"))) await createPgliteFolder(dir);
    return wrapPglite(await PGlite.create(dir), release);
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
