import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openPostgres, wrapPglite } from "../db/client.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

/**
 * A fresh, migrated database for one test file: a copy of the template on PGlite, or
 * with TEST_DATABASE_URL a new PostgreSQL database cloned from the migrated template.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (serverUrl && template) {
    const name = `nestmatch_test_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name} template ${template}`);
    const database = openPostgres(withDatabase(serverUrl, name), 4);
    return {
      ...database,
      async close() {
        await database.close();
        await adminQuery(serverUrl, `drop database if exists ${name}`);
      },
    };
  }
  const dump = await readFile(inject("pgliteTemplate"));
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
}
