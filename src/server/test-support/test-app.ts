import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createDiskStorage } from "../lib/storage/disk-storage.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { createTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database and an empty upload folder, for `inject` tests. A test may
 * bring its own database or storage instead (several apps sharing them act as several processes);
 * it then closes them itself.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  shared: {
    database?: Database;
    storage?: Storage;
    pushService?: AppDeps["pushService"];
    deps?: Pick<AppDeps, "jobs" | "mailTransport">;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "nestmatch-app-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    // Tests write far more per account than a person does (many requests for one client); the write
    // limits' own tests (security/write-limits*.test.ts) set it back to 1.
    WRITE_LIMIT_FACTOR: "1000",
    ...env,
  });
  const database = shared.database ?? (await createTestDatabase());
  const storage = shared.storage ?? createDiskStorage(join(dataDir, "uploads"));
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database, storage, pushService: shared.pushService, ...shared.deps });
    await app.ready();
  } catch (error) {
    // An app that cannot start (a test of a bad setting) leaves no database or folder behind.
    if (!shared.database) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    storage,
    config,
    async close() {
      await app.close();
      if (!shared.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
