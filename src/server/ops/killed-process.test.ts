import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import { designImages, designRequests, requestEvents } from "../db/schema/index.ts";
import { ageFiles, filesUnder } from "../test-support/age-files.ts";
import { samplePhoto, samplePortfolioItem } from "../test-support/portfolio-uploads.ts";
import { signInRemotely } from "../test-support/remote-server.ts";
import { validRequest } from "../test-support/request-payload.ts";
import {
  SERVER_PROCESS_TEST_MS,
  type ServerProcess,
  startServerProcess,
} from "../test-support/server-process.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { ORPHAN_MIN_AGE_MS } from "./orphan-files.ts";

/** Names the server's connections, so the test can see them wait and go. */
const SERVER_CONNECTIONS = "nestmatch-under-test";

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.runIf(runsOnPostgres("the killed-process tests"))("a server killed in the middle of a write", () => {
  let created: PostgresTestDatabase;
  let control: Database;
  let serverUrl: string;
  let server: ServerProcess | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-killed-"));
  const uploads = join(dataDir, "uploads");
  /** The test's own connection, which holds locks the server's transaction waits for. */
  let locker: pg.Client;
  /** Watches the server's connections (outside any transaction, so it sees them change). */
  let watcher: pg.Client;

  const start = async () => {
    server = await startServerProcess({
      DATABASE_URL: serverUrl,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
    });
    return server;
  };
  const serverConnections = async (onlyWaiting = false) => {
    const result = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where application_name = $1 ${onlyWaiting ? "and wait_event_type = 'Lock'" : ""}`,
      [SERVER_CONNECTIONS],
    );
    return result.rows[0]?.n ?? 0;
  };
  /** Kills the server (no shutdown of any kind) while its transaction waits, then lets the lock go. */
  async function killWhileWaiting() {
    await until(async () => (await serverConnections(true)) > 0, "the write waits");
    server?.child.kill("SIGKILL");
    await server?.exited;
    await locker.query("rollback");
    // PostgreSQL rolls back what a vanished client left open.
    await until(async () => (await serverConnections()) === 0, "the server's connections are gone");
  }

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    control = openPostgres(created.url, 2);
    const url = new URL(created.url);
    url.searchParams.set("application_name", SERVER_CONNECTIONS);
    serverUrl = url.href;
    locker = new pg.Client({ connectionString: created.url });
    watcher = new pg.Client({ connectionString: created.url });
    await Promise.all([locker.connect(), watcher.connect()]);
  });
  afterEach(() => {
    server?.child.kill("SIGKILL");
  });
  afterAll(async () => {
    await Promise.all([locker?.end(), watcher?.end()]);
    await control?.close();
    await created?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "mid-upload: keeps no row, and the next start sweeps the files it stored",
    async () => {
      const running = await start();
      const cookie = await signInRemotely(control.db, running.url, "designer");
      const item = await fetch(`${running.url}/api/portfolio`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(samplePortfolioItem),
      });
      const designId: string = (await item.json()).id;
      const form = new FormData();
      for (const color of ["#a04040", "#40a040", "#4040a0"]) {
        form.append(
          "images",
          new Blob([new Uint8Array(await samplePhoto(color))], { type: "image/jpeg" }),
          "p.jpg",
        );
      }

      // The upload stores its files, then waits for the design's row lock inside its transaction.
      await locker.query("begin");
      await locker.query("select id from designs where id = $1 for update", [designId]);
      const upload = fetch(`${running.url}/api/portfolio/${designId}/images`, {
        method: "POST",
        headers: { cookie },
        body: form,
      }).then(
        (response) => response.status,
        () => "cut off",
      );
      await killWhileWaiting();
      expect(await upload).toBe("cut off");

      const folder = join(uploads, "designs", designId);
      expect(filesUnder(folder)).toHaveLength(3);
      expect(await control.db.select().from(designImages).where(eq(designImages.designId, designId))).toEqual(
        [],
      );

      ageFiles(uploads, 2 * ORPHAN_MIN_AGE_MS);
      const restarted = await start();
      await restarted.waitForLine(/maintenance done/);
      expect(restarted.output()).toMatch(/"removedFiles":3/);
      expect(filesUnder(folder)).toEqual([]);
    },
    SERVER_PROCESS_TEST_MS,
  );

  it(
    "mid-request: the design request and its history are written together or not at all",
    async () => {
      const running = await start();
      const cookie = await signInRemotely(control.db, running.url, "client");
      // The request's row is written, then its first history step waits for the table lock.
      await locker.query("begin");
      await locker.query("lock table request_events in exclusive mode");
      const submitted = fetch(`${running.url}/api/forms`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ ...validRequest, propertyAddress: "Flat 9K, 2 Killed Street" }),
      }).then(
        (response) => response.status,
        () => "cut off",
      );
      await killWhileWaiting();
      expect(await submitted).toBe("cut off");

      const requests = await control.db
        .select()
        .from(designRequests)
        .where(eq(designRequests.propertyAddress, "Flat 9K, 2 Killed Street"));
      expect(requests).toEqual([]);
      expect(await control.db.select().from(requestEvents)).toEqual([]);
    },
    SERVER_PROCESS_TEST_MS,
  );
});
