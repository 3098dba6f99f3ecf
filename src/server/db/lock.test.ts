import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../paths.ts";
import { pgliteDir } from "./client.ts";
import { acquireLock } from "./lock.ts";

const folders: string[] = [];
function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "nestmatch-lock-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database's lock", () => {
  it("refuses a second opener while the first holds it, and frees it on release", () => {
    const lockPath = join(tempDataDir(), "db.lock");
    const release = acquireLock(lockPath, "the server");
    const other = spawnSync(
      process.execPath,
      [
        "-e",
        `import("${join(PROJECT_ROOT, "src/server/db/lock.ts")}").then(m => m.acquireLock(${JSON.stringify(lockPath)}, "x"))`,
      ],
      { encoding: "utf8" },
    );
    expect(other.status).not.toBe(0);
    expect(other.stderr).toMatch(/in use by the server/);
    release();
    const again = acquireLock(lockPath, "the CLI");
    again();
  });

  it("takes over a lock left by a process that died", () => {
    const lockPath = join(tempDataDir(), "db.lock");
    writeFileSync(lockPath, JSON.stringify({ pid: 2 ** 22 + 12345, purpose: "a crashed server" }));
    const release = acquireLock(lockPath, "the server");
    // The lock now names this process, so others are refused by it; releasing it removes it.
    expect(JSON.parse(readFileSync(lockPath, "utf8"))).toEqual({ pid: process.pid, purpose: "the server" });
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it("makes the CLI refuse a data folder the server is using, with a clear message", () => {
    const dataDir = tempDataDir();
    mkdirSync(dataDir, { recursive: true });
    const release = acquireLock(`${pgliteDir(dataDir)}.lock`, "the server");
    try {
      const cli = spawnSync(
        process.execPath,
        [
          "src/server/auth/cli/create-user.ts",
          "--email",
          "x@example.com",
          "--password",
          "long enough",
          "--role",
          "client",
        ],
        { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
      );
      expect(cli.status).toBe(1);
      expect(cli.stderr.trim()).toMatch(
        /^user:create: The embedded database is in use by the server \(process \d+\)/,
      );
    } finally {
      release();
    }
  });
});
