import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { runCommand, UsageError } from "../../cli.ts";
import type { Config } from "../../config.ts";
import { localUploadsDir } from "../../lib/storage/create-storage.ts";
import { backupKindOf, secondsSince, uploadsArchivePath } from "../backup/backup-files.ts";
import { restorePglite } from "../backup/pglite-backup.ts";
import { restorePostgres } from "../backup/postgres-backup.ts";
import { assertUploadsReplaceable, restoreUploads } from "../backup/uploads-archive.ts";

const USAGE = "usage: npm run db:restore -- FILE [--force]";

function parseArguments(config: Config): { file: string; force: boolean } {
  let parsed: { values: { force?: boolean | undefined }; positionals: string[] };
  try {
    parsed = parseArgs({ options: { force: { type: "boolean" } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const [given, ...rest] = parsed.positionals;
  if (!given || rest.length > 0) throw new UsageError(USAGE);
  const file = resolve(given);
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
  const kind = backupKindOf(file);
  if (kind === "pglite" && config.DATABASE_URL) {
    throw new UsageError(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it.`);
  }
  if (kind === "postgres" && !config.DATABASE_URL) {
    throw new UsageError(
      `${file} is a PostgreSQL dump: set DATABASE_URL to the database to restore it into.`,
    );
  }
  return { file, force: parsed.values.force ?? false };
}

await runCommand("db:restore", async (config) => {
  const { file, force } = parseArguments(config);
  const uploadsFile = uploadsArchivePath(file);
  const uploadsDir = localUploadsDir(config.DATA_DIR);
  const withUploads = existsSync(uploadsFile) && !config.S3_BUCKET;
  // Both refusals come before anything changes.
  if (withUploads) assertUploadsReplaceable(uploadsDir, force);
  const started = performance.now();
  const lines: string[] = [];
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, file, force);
    lines.push(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const accounts = await restorePglite(config.DATA_DIR, file, force);
    lines.push(`Restored ${file} into the embedded database (${accounts} accounts).`);
  }
  if (withUploads) {
    await restoreUploads(uploadsDir, uploadsFile);
    lines.push(`Restored the uploaded files into ${uploadsDir}.`);
  } else if (config.S3_BUCKET) {
    lines.push(`Images stay in the S3 bucket ${config.S3_BUCKET}: restore it with its own tools if needed.`);
  } else {
    lines.push(`No ${uploadsFile} beside the backup: uploaded images were not restored.`);
  }
  lines.push(
    `Done in ${secondsSince(started)}. The next start migrates the database if the backup is older.`,
  );
  return lines.join("\n");
});
