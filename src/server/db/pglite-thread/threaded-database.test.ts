import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { createJobQueue } from "../../lib/jobs/job-queue.ts";
import { createLogger } from "../../logger.ts";
import { type Database, pgliteDir } from "../client.ts";
import { vacuumEmbeddedDatabase } from "../embedded-upkeep.ts";
import { openMigratedDatabase } from "../migrate.ts";
import { users } from "../schema/index.ts";
import { ThreadedPglite } from "./threaded-pglite.ts";

const log = createLogger(loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp" }));

let dataDir: string;
let database: Database;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "nestmatch-threaded-db-"));
  database = await openMigratedDatabase({ DATA_DIR: dataDir }, "the threaded database's test");
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database as the server opens it", () => {
  it("runs in a worker thread, migrated by drizzle's migrator and pg-boss's", async () => {
    expect(database.kind).toBe("pglite");
    expect(database.kind === "pglite" && database.client).toBeInstanceOf(ThreadedPglite);
    expect(await database.db.select().from(users)).toEqual([]);
    const { rows } = (await database.db.execute(
      sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations, (select count(*)::int from pgboss.version) as boss`,
    )) as unknown as { rows: { migrations: number; boss: number }[] };
    expect(rows[0]?.migrations).toBeGreaterThan(1);
    expect(rows[0]?.boss).toBe(1);
    expect(JSON.parse(readFileSync(`${pgliteDir(dataDir)}.lock`, "utf8"))).toMatchObject({
      pid: process.pid,
    });
  });

  it("runs the job queue: a job queued in a drizzle transaction is worked once it commits", async () => {
    const queue = createJobQueue({ database, log, work: true, schedule: false, pollingSeconds: 0.5 });
    const worked: string[] = [];
    queue.define<{ text: string }>("thread-test", async ({ text }) => {
      worked.push(text);
    });
    await queue.start();
    try {
      await database.db.transaction((tx) =>
        queue.enqueue("thread-test", { text: "from a transaction" }, { db: tx }),
      );
      await expect.poll(() => worked, { timeout: 10_000 }).toEqual(["from a transaction"]);
    } finally {
      await queue.stop();
    }
  });

  it("vacuums", async () => {
    expect(await vacuumEmbeddedDatabase(database)).toBe(true);
  });

  it("closes, releasing its lock and keeping what was written", async () => {
    await database.db.execute(sql`create table kept (text text)`);
    await database.db.execute(sql`insert into kept values ('kept')`);
    await database.close();
    expect(database.kind === "pglite" && database.client.closed).toBe(true);
    expect(existsSync(`${pgliteDir(dataDir)}.lock`)).toBe(false);
    database = await openMigratedDatabase({ DATA_DIR: dataDir }, "the threaded database's test, again");
    expect(await database.db.execute(sql`select text from kept`)).toMatchObject({ rows: [{ text: "kept" }] });
  });
});
