import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import { designImages } from "../db/schema/index.ts";
import { createDiskStorage } from "../lib/storage/disk-storage.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { filesUnder } from "../test-support/age-files.ts";
import { injectAs, type Method } from "../test-support/inject.ts";
import {
  createPortfolioItem,
  samplePhoto,
  uploadPortfolioImages,
} from "../test-support/portfolio-uploads.ts";
import { startTcpProxy, type TcpProxy } from "../test-support/tcp-proxy.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import {
  createPostgresTestDatabase,
  type PostgresTestDatabase,
  runsOnPostgres,
} from "../test-support/test-database.ts";
import { type SignedIn, signedInUser, TEST_PASSWORD } from "../test-support/users.ts";

/** Far below the 30 s request timeout: a visitor is told at once rather than left waiting. */
const FAST_MS = 3_000;

describe.runIf(runsOnPostgres("the database outage tests"))("PostgreSQL stopped and restarted", () => {
  let created: PostgresTestDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let t: TestApp;
  let client: SignedIn;
  const uploads = mkdtempSync(join(tmpdir(), "nestmatch-outage-"));
  const disk = createDiskStorage(uploads);
  /** Set by a test: runs after each file is stored (to take the database away mid-upload). */
  let afterPut: (() => Promise<void>) | null = null;
  const storage: Storage = {
    ...disk,
    async put(key, data, contentType) {
      await disk.put(key, data, contentType);
      await afterPut?.();
    },
  };

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    const direct = new URL(created.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(created.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = openPostgres(viaProxy.href, 4);
    t = await createTestApp({}, { database, storage });
    client = await signedInUser(t, "client");
  });
  beforeEach(() => proxy.open());
  afterEach(async () => {
    // Work started after an answer (a sign-in from a new browser is mailed) may still hold a connection: it is
    // let finish. So may the live events' catch-up, which reads the events log once their own connection is back,
    // half a second or more after an outage, whenever that falls. A connection still held two seconds later is
    // lost to the pool for good; enough of them and nothing recovers.
    await t.app.afterAnswer.settled();
    if (database.kind !== "postgres") return;
    const { pool } = database;
    await vi.waitFor(() => expect(pool.totalCount).toBe(pool.idleCount), { timeout: 2_000, interval: 10 });
  });
  afterAll(async () => {
    await proxy?.open();
    await t?.close();
    await database?.close();
    await proxy?.close();
    await created?.drop();
    rmSync(uploads, { recursive: true, force: true });
  });

  let page = 0;
  // Each call searches new words, so no cached answer hides the database.
  const calls: [string, () => ReturnType<typeof injectAs>][] = [
    ["signed-in read", () => injectAs(t, "GET", "/api/auth/user", client)],
    ["catalogue", () => injectAs(t, "GET", `/api/portfolio?q=room${++page}`)],
    [
      "sign-in",
      () =>
        injectAs(t, "POST" as Method, "/api/auth/login", null, {
          email: client.user.email,
          password: TEST_PASSWORD,
        }),
    ],
    ["readiness", () => injectAs(t, "GET", "/readyz")],
  ];

  async function timed(call: () => ReturnType<typeof injectAs>) {
    const started = performance.now();
    const response = await call();
    return { response, ms: performance.now() - started };
  }

  it("answers 503 with a message at once, says not ready, and recovers without a restart", async () => {
    for (const [, call] of calls) expect((await call()).statusCode).toBe(200);

    await proxy.close();
    let slowest = 0;
    for (const [name, call] of calls) {
      const { response, ms } = await timed(call);
      slowest = Math.max(slowest, ms);
      expect(response.statusCode, name).toBe(503);
      expect(response.json().message, name).toMatch(/\w+/);
      expect(ms, name).toBeLessThan(FAST_MS);
    }

    await proxy.open();
    const reopened = performance.now();
    while ((await injectAs(t, "GET", "/readyz")).statusCode !== 200) {
      expect(performance.now() - reopened).toBeLessThan(FAST_MS);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const recoveredMs = performance.now() - reopened;
    for (const [name, call] of calls) expect((await call()).statusCode, name).toBe(200);
    console.info(
      `database outage: slowest 503 ${slowest.toFixed(0)} ms; ready again ${recoveredMs.toFixed(0)} ms after PostgreSQL came back`,
    );
  });

  it("under steady traffic answers only 200 or 503, never hangs, and serves again after the restart", async () => {
    const answers: { name: string; status: number }[] = [];
    let slowest = 0;
    let stop = false;
    const worker = async (name: string, call: () => ReturnType<typeof injectAs>) => {
      while (!stop) {
        const { response, ms } = await timed(call);
        answers.push({ name, status: response.statusCode });
        slowest = Math.max(slowest, ms);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    /** Waits until every kind of call has answered `status` since the `from`th answer. */
    const everyCallAnswered = (status: number, from: number) =>
      vi.waitFor(
        () => {
          const names = new Set(answers.slice(from).flatMap((a) => (a.status === status ? [a.name] : [])));
          expect([...names].sort()).toEqual(calls.map(([name]) => name).sort());
        },
        { timeout: 10_000, interval: 20 },
      );
    const running = calls.map(([name, call]) => worker(name, call));
    await everyCallAnswered(200, 0);
    await proxy.close();
    await everyCallAnswered(503, answers.length);
    await proxy.open();
    await everyCallAnswered(200, answers.length);
    stop = true;
    await Promise.all(running);

    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    expect(slowest).toBeLessThan(FAST_MS);
    for (const [name, call] of calls) expect((await call()).statusCode, name).toBe(200);
  });

  it("answers 503 to an upload whose database went away after its files were stored, and keeps none of them", async () => {
    const designer = await signedInUser(t, "designer");
    const designId = await createPortfolioItem(t, designer);
    afterPut = () => proxy.close();
    try {
      const response = await uploadPortfolioImages(t, designer, designId, [await samplePhoto()]);
      expect(response.statusCode).toBe(503);
    } finally {
      afterPut = null;
    }
    expect(filesUnder(join(uploads, "designs", designId))).toEqual([]);
    await proxy.open();
    expect(await database.db.select().from(designImages).where(eq(designImages.designId, designId))).toEqual(
      [],
    );
  });
});
