import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";

/** The database file's extension says which restore it needs. */
export const BACKUP_EXTENSION = { pglite: ".tar.gz", postgres: ".dump" } as const;

/** Which database a backup file is of, read from the extension this command gives it. */
export function backupKindOf(file: string): keyof typeof BACKUP_EXTENSION | null {
  if (file.endsWith(".tar.gz")) return "pglite";
  if (file.endsWith(".dump") || file.endsWith(".sql")) return "postgres";
  return null;
}

/** backups/nestmatch-2026-11-05T103107Z.tar.gz: sorts by time, and UTC so two servers agree. */
export function defaultBackupPath(kind: keyof typeof BACKUP_EXTENSION, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(":", "");
  return resolve("backups", `nestmatch-${stamp}Z${BACKUP_EXTENSION[kind]}`);
}

/** The uploaded files travel beside the database file: nestmatch-….uploads.tar.gz. */
export function uploadsArchivePath(databaseFile: string): string {
  return `${databaseFile.replace(/(\.tar\.gz|\.dump|\.sql)$/, "")}.uploads.tar.gz`;
}

export const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const secondsSince = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
