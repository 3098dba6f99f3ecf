import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { runCommand } from "../../cli.ts";
import type { Config } from "../../config.ts";
import { localUploadsDir } from "../../lib/storage/create-storage.ts";
import { openPostgres, pgliteDir } from "../client.ts";
import { acquireLock } from "../lock.ts";
import { WIPE_POSTGRES_SQL } from "../wipe-postgres.ts";

/** Wipes every table and uploaded file; the next start migrates again and, with SEED_DEMO, reseeds. */
async function reset(config: Config) {
  rmSync(localUploadsDir(config.DATA_DIR), { recursive: true, force: true });
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, 1);
    try {
      await database.db.execute(sql.raw(WIPE_POSTGRES_SQL));
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

await runCommand("db:reset", reset);
