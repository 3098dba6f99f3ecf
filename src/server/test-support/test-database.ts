import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openPostgres, wrapPglite } from "../db/client.ts";
import { ThreadedPglite } from "../db/pglite-thread/threaded-pglite.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

export interface PostgresTestDatabase {
  /** The connection URL of this test's own database. */
  url: string;
  drop(): Promise<void>;
}

/** Whether TEST_DATABASE_URL named a PostgreSQL server that the global setup prepared a template on. */
export function hasTestPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL && inject("postgresTemplate"));
}

/** A new PostgreSQL database cloned from the migrated template (TEST_DATABASE_URL must be set). */
export async function createPostgresTestDatabase(): Promise<PostgresTestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (!serverUrl || !template) throw new Error("TEST_DATABASE_URL is not set");
  const name = `nestmatch_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  return {
    url: withDatabase(serverUrl, name),
    // Forced: a server process a test killed may still hold connections for a moment.
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database for one test file: a copy of the template on PGlite, or
 * with TEST_DATABASE_URL a new PostgreSQL database cloned from the migrated template.
 * PGlite runs in the test's thread; with TEST_PGLITE_THREAD=1 in a worker thread, as the server runs it.
 */
export async function createTestDatabase(): Promise<Database> {
  if (hasTestPostgres()) {
    const created = await createPostgresTestDatabase();
    const database = openPostgres(created.url, 4);
    return {
      ...database,
      async close() {
        await database.close();
        await created.drop();
      },
    };
  }
  const dump = await readFile(inject("pgliteTemplate"));
  if (process.env.TEST_PGLITE_THREAD === "1") {
    const bytes = dump.buffer.slice(dump.byteOffset, dump.byteOffset + dump.byteLength);
    return wrapPglite(await ThreadedPglite.loadDump(bytes));
  }
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
}

/** For tests that need a real PostgreSQL server: true with TEST_DATABASE_URL, else says why they are skipped. */
export function runsOnPostgres(what: string): boolean {
  if (hasTestPostgres()) return true;
  console.warn(
    `Skipping ${what}: they need PostgreSQL. Run them with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (.ci/run does when PostgreSQL answers).`,
  );
  return false;
}
