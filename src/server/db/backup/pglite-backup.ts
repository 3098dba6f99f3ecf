import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { UsageError } from "../../cli.ts";
import { pgliteDir } from "../client.ts";
import { acquireLock } from "../lock.ts";

const purpose = (command: string) => `\`${command}\` (pid ${process.pid})`;

/** Writes the embedded database's folder as a gzipped tarball; the lock keeps the server out meanwhile. */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (!existsSync(join(dir, "PG_VERSION"))) throw new UsageError(`There is no embedded database in ${dir}.`);
  const release = acquireLock(`${dir}.lock`, purpose("db:backup"));
  try {
    const client = await PGlite.create(dir);
    try {
      const dump = await client.dumpDataDir("gzip");
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Loads a tarball into a new folder and reads it back; any failure means it is not our backup. */
async function loadInto(staging: string, file: string): Promise<number> {
  const client = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([await readFile(file)]) });
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from users");
    return rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}

/**
 * Restores a tarball as the embedded database of `dataDir`: refused while a process holds the
 * folder, and when a database is already there unless `force`. The backup is loaded aside and
 * swapped in only once it opened, so a bad file leaves the current database as it was.
 * Answers how many accounts the restored database has.
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<number> {
  const dir = pgliteDir(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const release = acquireLock(`${dir}.lock`, purpose("db:restore"));
  try {
    if (!force && existsSync(join(dir, "PG_VERSION"))) {
      throw new UsageError(
        `${dir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it.`,
      );
    }
    const staging = `${dir}.restore-${process.pid}`;
    const replaced = `${dir}.replaced-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    let accounts: number;
    try {
      accounts = await loadInto(staging, file);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new UsageError(`${file} is not a backup of the embedded database: ${(error as Error).message}`);
    }
    if (existsSync(dir)) renameSync(dir, replaced);
    renameSync(staging, dir);
    rmSync(replaced, { recursive: true, force: true });
    return accounts;
  } finally {
    release();
  }
}
