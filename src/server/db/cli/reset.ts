import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../../config.ts";
import { openPostgres, pgliteDir } from "../client.ts";
import { acquireLock, DataDirBusyError } from "../lock.ts";

/** Wipes every table and uploaded file; the next start migrates again and, with SEED_DEMO, reseeds. */
async function reset() {
  const config = loadConfig();
  rmSync(join(resolve(config.DATA_DIR), "uploads"), { recursive: true, force: true });
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, 1);
    try {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
    } finally {
      await database.close();
    }
    return "Wiped the PostgreSQL database and uploaded files.";
  }
  const dir = pgliteDir(config.DATA_DIR);
  const release = acquireLock(`${dir}.lock`, `\`db:reset\` (pid ${process.pid})`);
  try {
    rmSync(dir, { recursive: true, force: true });
  } finally {
    release();
  }
  return `Wiped the embedded database in ${dir} and uploaded files.`;
}

try {
  console.log(await reset());
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirBusyError)) throw error;
  console.error(`db:reset: ${error.message}`);
  process.exitCode = 1;
}
