import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Opens the PGlite folder, creating it first when it holds no database yet. An interrupted first initdb
 * leaves a broken folder, so a new one is created aside and renamed when complete.
 */
export async function openPgliteFolder(dir: string): Promise<PGlite> {
  if (!existsSync(join(dir, "PG_VERSION"))) {
    const staging = `${dir}.init-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    const fresh = await PGlite.create(staging);
    await fresh.close();
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  return PGlite.create(dir);
}
