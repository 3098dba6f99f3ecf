import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { PROJECT_ROOT } from "../../paths.ts";
import { adminQuery, withDatabase } from "../../test-support/global-setup.ts";
import { type Database, openPostgres, pgliteDir, wrapPglite } from "../client.ts";
import { acquireLock } from "../lock.ts";
import { migrateDatabase } from "../migrate.ts";
import { users } from "../schema/index.ts";

const folders: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "nestmatch-backup-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm run db:backup|db:restore` as a person would, with only DATA_DIR and DATABASE_URL set. */
function command(
  name: "backup" | "restore",
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string },
  cwd = PROJECT_ROOT,
) {
  return spawnSync(process.execPath, [join(PROJECT_ROOT, `src/server/db/cli/${name}.ts`), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", S3_BUCKET: "", ...env },
  });
}

/** Each command is a new Node process that opens the database: seconds each on a busy machine. */
const SLOW = { timeout: 120_000 };
const PHOTO = randomBytes(2048);
const EMAIL = "kept-through-backup@example.com";

/** Rows and a stored file worth backing up. */
async function fillIn(database: Database, dataDir: string): Promise<void> {
  await database.db.insert(users).values({ email: EMAIL, firstName: "Mei", role: "client" });
  mkdirSync(join(dataDir, "uploads", "users"), { recursive: true });
  writeFileSync(join(dataDir, "uploads", "users", "photo.webp"), PHOTO);
}

async function findUser(database: Database) {
  const [row] = await database.db.select().from(users).where(eq(users.email, EMAIL));
  return row;
}

describe("db:backup and db:restore on the embedded database", () => {
  it(
    "backs up the database and the uploaded files, and restores both into an empty DATA_DIR",
    SLOW,
    async () => {
      const source = tempDir();
      const template = readFileSync(inject("pgliteTemplate"));
      const pglite = wrapPglite(
        await PGlite.create({ dataDir: pgliteDir(source), loadDataDir: new Blob([template]) }),
      );
      await fillIn(pglite, source);
      await pglite.close();

      // Without a file name the backup goes to ./backups, named by the time.
      const cwd = tempDir();
      const backup = command("backup", [], { DATA_DIR: source }, cwd);
      expect(backup.stderr).toBe("");
      expect(backup.status).toBe(0);
      const written = readdirSync(join(cwd, "backups")).sort();
      expect(written).toEqual([
        expect.stringMatching(/^nestmatch-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/),
        expect.stringMatching(/^nestmatch-\d{4}-\d{2}-\d{2}T\d{6}Z\.uploads\.tar\.gz$/),
      ]);
      const file = join(cwd, "backups", written[0] ?? "");

      const target = tempDir();
      const restore = command("restore", [file], { DATA_DIR: target });
      expect(restore.stderr).toBe("");
      expect(restore.stdout).toMatch(/Restored .* into the embedded database \(1 accounts\)/);
      const restored = wrapPglite(await PGlite.create(pgliteDir(target)));
      expect(await findUser(restored)).toMatchObject({ firstName: "Mei", role: "client" });
      await restored.close();
      expect(readFileSync(join(target, "uploads", "users", "photo.webp"))).toEqual(PHOTO);

      // A database already there is kept unless --force; while the server holds the folder, even then.
      const again = command("restore", [file], { DATA_DIR: target });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/already holds .*add --force/);
      const release = acquireLock(`${pgliteDir(target)}.lock`, "the server");
      const busy = command("restore", [file, "--force"], { DATA_DIR: target });
      release();
      expect(busy.status).toBe(1);
      expect(busy.stderr).toMatch(/in use by the server/);
      expect(command("restore", [file, "--force"], { DATA_DIR: target }).status).toBe(0);
    },
  );

  it("says so when there is nothing to back up or the file is not a backup", SLOW, () => {
    const empty = tempDir();
    const nothing = command("backup", [join(empty, "b.tar.gz")], { DATA_DIR: empty });
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toMatch(/There is no embedded database/);
    expect(existsSync(join(empty, "b.tar.gz"))).toBe(false);

    const notABackup = join(empty, "notes.tar.gz");
    writeFileSync(notABackup, "not a tarball");
    const refused = command("restore", [notABackup], { DATA_DIR: empty });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is not a backup of the embedded database/);
    expect(existsSync(pgliteDir(empty))).toBe(false);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("db:backup and db:restore on PostgreSQL", () => {
  it(
    "dumps with pg_dump and restores into an empty database, refusing a full one without --force",
    SLOW,
    async () => {
      const url = serverUrl ?? "";
      const suffix = randomBytes(4).toString("hex");
      const [sourceName, targetName] = [`nestmatch_backup_${suffix}`, `nestmatch_restore_${suffix}`];
      await adminQuery(url, `create database ${sourceName}`);
      await adminQuery(url, `create database ${targetName}`);
      try {
        const source = { DATA_DIR: tempDir(), DATABASE_URL: withDatabase(url, sourceName) };
        const database = openPostgres(source.DATABASE_URL, 1);
        await migrateDatabase(database);
        await fillIn(database, source.DATA_DIR);
        await database.close();

        const file = join(tempDir(), "nestmatch.dump");
        const backup = command("backup", [file], source);
        expect(backup.stderr).toBe("");
        expect(readFileSync(file).subarray(0, 5).toString()).toBe("PGDMP");

        const target = { DATA_DIR: tempDir(), DATABASE_URL: withDatabase(url, targetName) };
        const restore = command("restore", [file], target);
        expect(restore.stderr).toBe("");
        expect(restore.status).toBe(0);
        const restored = openPostgres(target.DATABASE_URL, 1);
        expect(await findUser(restored)).toMatchObject({ firstName: "Mei" });
        await restored.close();
        expect(readFileSync(join(target.DATA_DIR, "uploads", "users", "photo.webp"))).toEqual(PHOTO);

        const again = command("restore", [file], { ...target, DATA_DIR: tempDir() });
        expect(again.status).toBe(1);
        expect(again.stderr).toMatch(/already has \d+ tables.*--force/);
        expect(command("restore", [file, "--force"], { ...target, DATA_DIR: tempDir() }).status).toBe(0);
      } finally {
        await adminQuery(url, `drop database if exists ${sourceName}`);
        await adminQuery(url, `drop database if exists ${targetName}`);
      }
    },
  );
});
