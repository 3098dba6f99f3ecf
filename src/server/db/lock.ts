import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

export class DataDirBusyError extends Error {}

interface LockOwner {
  pid: number;
  purpose: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(path: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(path, "utf8")) as LockOwner;
  } catch {
    return null;
  }
}

/**
 * PGlite keeps no lock on its folder and two writers silently lose rows, so every
 * process that opens the folder must hold this lock file first.
 */
export function acquireLock(path: string, purpose: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, JSON.stringify({ pid: process.pid, purpose } satisfies LockOwner));
      closeSync(fd);
      const release = () => {
        if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
      };
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(path);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirBusyError(
          `The embedded database is in use by ${owner.purpose} (process ${owner.pid}). ` +
            "Stop that process first, or use a PostgreSQL server through DATABASE_URL.",
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not take the database lock ${path}`);
}
