import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../../cli.ts";
import type { Config } from "../../config.ts";
import { localUploadsDir } from "../../lib/storage/create-storage.ts";
import {
  defaultBackupPath,
  isEmptyFolder,
  megabytes,
  secondsSince,
  uploadsArchivePath,
} from "../backup/backup-files.ts";
import { backupPglite } from "../backup/pglite-backup.ts";
import { backupPostgres } from "../backup/postgres-backup.ts";
import { archiveUploads } from "../backup/uploads-archive.ts";

const USAGE = "usage: npm run db:backup [-- FILE]";

function backupFile(config: Config): string {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true, strict: true }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (positionals.length > 1) throw new UsageError(USAGE);
  const kind = config.DATABASE_URL ? "postgres" : "pglite";
  const file = resolve(positionals[0] ?? defaultBackupPath(kind, new Date()));
  for (const taken of [file, uploadsArchivePath(file)]) {
    if (existsSync(taken)) throw new UsageError(`${taken} already exists: choose another name.`);
  }
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/**
 * Written under another name and renamed when complete, so a file by the final name is never half a
 * backup; readable by its owner only, as it holds every account's personal data.
 */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<string> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return `${file} (${megabytes(statSync(file).size)})`;
}

async function backupUploads(config: Config, databaseFile: string): Promise<string> {
  if (config.S3_BUCKET) {
    return `Images are in the S3 bucket ${config.S3_BUCKET}, not in this backup: back the bucket up with its own tools (versioning, replication or aws s3 sync).`;
  }
  const uploadsDir = localUploadsDir(config.DATA_DIR);
  if (isEmptyFolder(uploadsDir)) return `No uploaded files in ${uploadsDir}.`;
  const written = await writeWhole(uploadsArchivePath(databaseFile), (partial) =>
    archiveUploads(uploadsDir, partial),
  );
  return `Uploaded files: ${written}.`;
}

await runCommand("db:backup", async (config) => {
  const file = backupFile(config);
  const started = performance.now();
  const url = config.DATABASE_URL;
  const written = await writeWhole(file, (partial) =>
    url ? backupPostgres(url, partial) : backupPglite(config.DATA_DIR, partial),
  );
  const database = url ? "PostgreSQL database" : "embedded database";
  const uploads = await backupUploads(config, file);
  return `Backed up the ${database} to ${written}.\n${uploads}\nDone in ${secondsSince(started)}.`;
});
