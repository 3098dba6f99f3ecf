import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openPostgres } from "../db/client.ts";
import { rawRows } from "../db/raw-rows.ts";
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

interface LogLine {
  pid: number;
  msg: string;
  time: number;
}

const logLines = (server: ServerProcess): LogLine[] =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);

const pidsThat = (server: ServerProcess, message: RegExp) =>
  new Set(
    logLines(server)
      .filter((line) => message.test(line.msg))
      .map((line) => line.pid),
  );

const LISTENING = /^Server listening at http:\/\/127\.0\.0\.1/;

/** A GET on a connection of its own, so the primary hands it to the next worker. */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    }).once("error", reject);
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(runsOnPostgres("the server-processes tests"))("npm start with two processes", () => {
  let created: PostgresTestDatabase;
  let control: Database;
  let server: ServerProcess;
  /** Answers to requests sent on new connections as soon as both processes listened. */
  let firstStatuses: number[];
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-processes-"));

  beforeAll(async () => {
    created = await createPostgresTestDatabase();
    control = openPostgres(created.url, 2);
    server = await startServerProcess(
      { DATABASE_URL: created.url, DATA_DIR: dataDir, SERVER_PROCESSES: "2", SEED_DEMO: "true" },
      { listenWithinMs: 60_000 },
    );
    // The processes are told to listen at once, but each does so in its own next turn: connections that arrive in
    // the milliseconds between stay with the first (node:cluster hands them out only to processes listening).
    await vi.waitFor(() => expect(pidsThat(server, LISTENING).size).toBe(2), { timeout: 30_000 });
    firstStatuses = await Promise.all(
      Array.from({ length: 12 }, () => statusOnNewConnection(`${server.url}/api/portfolio`)),
    );
  }, SERVER_PROCESS_TEST_MS);
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    for (const pid of pidsThat(server, LISTENING)) if (isRunning(pid)) process.kill(pid, "SIGKILL");
    await control?.close();
    await created?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("seeds the demo data once although two processes start on an empty database", async () => {
    expect(pidsThat(server, /^demo data seeded$/).size).toBe(1);
    // Two seeds at once make the second fail on the first's accounts, and its process exit.
    expect(server.output()).not.toMatch(/a server process exited/);
    const [counts] = await rawRows<{ designs: number; titles: number }>(
      control.db,
      sql`select count(*)::int as designs, count(distinct coalesce(title_en, title_zh))::int as titles from designs`,
    );
    expect(counts?.designs).toBeGreaterThan(0);
    expect(counts?.designs).toBe(counts?.titles);
  });

  it(
    "answers on both from the start, replaces one that dies, and stops both on SIGTERM with exit 0",
    async () => {
      const workers = [...pidsThat(server, LISTENING)];
      expect(workers).not.toContain(server.child.pid);
      // Connections stay with the worker that took them: both must take them from the first moment. The first
      // process prepares the data before the others start, then all listen together, not one for seconds alone.
      const listenedAt = logLines(server)
        .filter((line) => LISTENING.test(line.msg))
        .map((line) => line.time);
      expect(Math.max(...listenedAt) - Math.min(...listenedAt)).toBeLessThan(1_000);
      expect(firstStatuses.every((status) => status === 200)).toBe(true);
      expect(pidsThat(server, /^request completed$/)).toEqual(new Set(workers));

      const [killed, survivor] = workers as [number, number];
      process.kill(killed, "SIGKILL");
      await server.waitForLine(/a server process exited; starting another/);
      // The survivor answers while the replacement starts.
      expect(await statusOnNewConnection(`${server.url}/api/portfolio`)).toBe(200);
      await vi.waitFor(() => expect(pidsThat(server, LISTENING).size).toBe(3), { timeout: 30_000 });
      const replacement = [...pidsThat(server, LISTENING)].find((pid) => !workers.includes(pid)) ?? 0;
      expect(isRunning(replacement)).toBe(true);

      server.child.kill("SIGTERM");
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(pidsThat(server, /^stopped$/)).toEqual(new Set([survivor, replacement]));
      expect([survivor, replacement].filter(isRunning)).toEqual([]);
    },
    SERVER_PROCESS_TEST_MS,
  );
});
