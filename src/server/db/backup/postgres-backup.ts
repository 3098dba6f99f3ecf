import { mkdtempSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { UsageError } from "../../cli.ts";
import { WIPE_POSTGRES_SQL } from "../wipe-postgres.ts";
import { runTool } from "./run-tool.ts";

/**
 * The connection for the PostgreSQL tools: the password goes in PGPASSWORD, not on the command
 * line, where any user of the machine could read it in the process list.
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: `--dbname=${parsed.href}`,
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** pg_dump's custom format: compressed, and pg_restore can read it selectively. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool(
    "pg_dump",
    ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, dbname],
    env,
  );
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** pg_dump's custom format starts with these bytes; anything else is read as plain SQL. */
async function isCustomFormat(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString("latin1") === "PGDMP";
  } finally {
    await handle.close();
  }
}

/**
 * Restores a pg_dump file (custom or plain SQL) into the database at `url`. A database that already
 * has tables is refused unless `force`; then it is emptied and refilled in one transaction, so a
 * restore that fails leaves it as it was.
 */
export async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const tables = await tableCount(url);
  if (tables > 0 && !force) {
    throw new UsageError(
      `The database already has ${tables} tables. Restore into an empty database, or add --force to replace everything in it.`,
    );
  }
  const { dbname, env } = toolConnection(url);
  const scratch = mkdtempSync(join(tmpdir(), "nestmatch-restore-"));
  try {
    // A custom dump becomes SQL first (and is checked whole), so psql can run it in the wipe's transaction.
    let script = file;
    if (await isCustomFormat(file)) {
      script = join(scratch, "restore.sql");
      await runTool("pg_restore", ["--no-owner", "--no-privileges", `--file=${script}`, file]);
    }
    const wipe = tables > 0 ? [`--command=${WIPE_POSTGRES_SQL}`] : [];
    await runTool(
      "psql",
      [
        "--no-psqlrc",
        "--quiet",
        "--set=ON_ERROR_STOP=1",
        "--single-transaction",
        ...wipe,
        `--file=${script}`,
        dbname,
      ],
      env,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
