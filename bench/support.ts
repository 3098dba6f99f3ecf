// What the benchmarks share: a fresh database (PGlite, or BENCH_DATABASE_URL's PostgreSQL server in a new
// database), the real app listening on a free port, autocannon runs and the results table.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { buildApp } from "../src/server/app.ts";
import { newTotpSecret, totpCodeAt } from "../src/server/auth/second-factor/totp.ts";
import { setTotpSecret } from "../src/server/auth/second-factor/totp-store.ts";
import { createUser } from "../src/server/auth/users.ts";
import { loadConfig } from "../src/server/config.ts";
import { type Database, openPostgres, wrapPglite } from "../src/server/db/client.ts";
import { migrateDatabase } from "../src/server/db/migrate.ts";
import { createDiskStorage } from "../src/server/lib/storage/disk-storage.ts";
import { createLogger } from "../src/server/logger.ts";
import { createScratchDatabase } from "./scratch-postgres.ts";

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const serverUrl = process.env.BENCH_DATABASE_URL;
export const engine = serverUrl ? "PostgreSQL" : "PGlite";

/** A repeatable pseudo-random sequence, so every run seeds the same data. */
export function seededRandom(start = 42) {
  let seed = start;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  return { random, pick };
}

/** A new, migrated database and how to remove it. */
export async function openBenchDatabase(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, "nestmatch_bench");
    const database = openPostgres(scratch.url, 20);
    await migrateDatabase(database);
    return {
      database,
      cleanup: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const folder = mkdtempSync(join(tmpdir(), "nestmatch-bench-"));
  const database = wrapPglite(await PGlite.create(join(folder, "pglite")));
  await migrateDatabase(database);
  return {
    database,
    cleanup: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The real app on a free port, as `npm start` builds it (without the client). It logs as `npm start` does, a line
 * for every request at LOG_LEVEL=info, written as pino writes to stdout (asynchronously), here to a file in its
 * data folder: a silent app left out a sixth of what a request costs (docs/load-history.md, "On a ninth machine").
 */
export async function serveApp(database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-bench-data-"));
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "info",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
  });
  const log = pino.destination({ dest: join(dataDir, "server.log"), sync: false });
  const logger = createLogger(config, log);
  const app = await buildApp({
    config,
    database,
    logger,
    storage: createDiskStorage(join(dataDir, "uploads")),
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    app,
    url,
    stop: async () => {
      await app.close();
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the bench's admin and signs them in: admins sign in with a second factor, an authenticator app whose
 * code the bench computes. Returns the session cookie.
 */
export async function signInBenchAdmin(database: Database, app: FastifyInstance): Promise<string> {
  const credentials = { email: "bench-admin@example.com", password: "bench admin password" };
  const admin = await createUser(database.db, { ...credentials, role: "admin" });
  const totpSecret = newTotpSecret();
  await setTotpSecret(database.db, admin.id, totpSecret);
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { ...credentials, totp: totpCodeAt(totpSecret) },
  });
  return String(login.headers["set-cookie"]).split(";")[0] ?? "";
}

export interface Row {
  shape: string;
  path: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

/**
 * `connections` at once for DURATION_S. With `ownThread`, autocannon runs in a worker thread, so the
 * server in this process has its own event loop as `npm start`'s would (else both share one).
 */
export async function measure(
  url: string,
  shape: string,
  path: string,
  headers: Record<string, string> = {},
  { connections = CONNECTIONS, ownThread = false } = {},
): Promise<Row> {
  const result = await autocannon({
    url: url + path,
    connections,
    duration: DURATION_S,
    headers,
    ...(ownThread ? { workers: 1 } : {}),
  });
  return {
    shape,
    path,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p99,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx,
  };
}

/** Prints the table and writes it to bench/results/{file}; a run with errors fails. */
export function writeResults(file: string, title: string, rows: Row[], footer: string): void {
  const lines = [
    title,
    "",
    "| query shape | p50 ms | p95 ms | p99 ms | req/s | errors |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.shape} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.errors} |`),
    "",
    footer,
  ];
  console.log(`\n${lines.join("\n")}`);
  mkdirSync(new URL("results/", import.meta.url), { recursive: true });
  const target = new URL(`results/${file}`, import.meta.url);
  writeFileSync(target, `${lines.join("\n")}\n`);
  console.log(`\nWritten to ${target.pathname}`);
  if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
}
