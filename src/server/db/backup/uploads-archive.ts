import { existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { UsageError } from "../../cli.ts";
import { isEmptyFolder } from "./backup-files.ts";
import { runTool } from "./run-tool.ts";

/** A gzipped tarball of the local uploads folder (originals and cached variants alike). */
export async function archiveUploads(uploadsDir: string, file: string): Promise<void> {
  await runTool("tar", ["-czf", file, "-C", dirname(uploadsDir), basename(uploadsDir)]);
}

export function assertUploadsReplaceable(uploadsDir: string, force: boolean): void {
  if (!force && !isEmptyFolder(uploadsDir)) {
    throw new UsageError(
      `${uploadsDir} already holds files. Restore into an empty DATA_DIR, or add --force to replace them.`,
    );
  }
}

/** Unpacks aside, then swaps the folder in whole, so a broken archive leaves the current files alone. */
export async function restoreUploads(uploadsDir: string, file: string): Promise<void> {
  const staging = `${uploadsDir}.restore-${process.pid}`;
  const replaced = `${uploadsDir}.replaced-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await runTool("tar", ["-xzf", file, "-C", staging]);
    const unpacked = join(staging, basename(uploadsDir));
    if (!existsSync(unpacked)) throw new UsageError(`${file} holds no ${basename(uploadsDir)} folder.`);
    if (existsSync(uploadsDir)) renameSync(uploadsDir, replaced);
    renameSync(unpacked, uploadsDir);
    rmSync(replaced, { recursive: true, force: true });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
