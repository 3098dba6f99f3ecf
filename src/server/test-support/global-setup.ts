import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgres, wrapPglite } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database that each test file loads (fast, isolated). */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: a migrated PostgreSQL database that each test file clones. */
    postgresTemplate: string | null;
  }
}

/** Migrates once; every test file then starts from a copy of this database. */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "nestmatch-test-"));
  const pglite = await PGlite.create();
  await migrateDatabase(wrapPglite(pglite));
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const dumpPath = join(folder, "template.tar");
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", dumpPath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (serverUrl) {
    templateName = `nestmatch_template_${randomBytes(4).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${templateName}`);
    const database = openPostgres(withDatabase(serverUrl, templateName), 1);
    await migrateDatabase(database);
    await database.close();
  }
  project.provide("postgresTemplate", templateName);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && templateName) await adminQuery(serverUrl, `drop database if exists ${templateName}`);
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
