import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirBusyError } from "./db/lock.ts";
import { openMigratedDatabase } from "./db/migrate.ts";
import { listenOptions } from "./lib/http/listen-options.ts";
import { createStorage } from "./lib/storage/create-storage.ts";
import { createLogger } from "./logger.ts";
import { startMaintenance } from "./ops/maintenance.ts";
import { CLIENT_BUILD_DIR } from "./paths.ts";
import { prepareData } from "./startup.ts";

/** Starts the server; `dev` serves the client through Vite with hot reload instead of the build. */
export async function main({ dev = false } = {}): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);

  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  try {
    database = await openMigratedDatabase(config, "the server");
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const storage = createStorage(config);
  await prepareData(config, database, storage, log);

  if (!dev && !existsSync(join(CLIENT_BUILD_DIR, "index.html"))) {
    log.warn("no client build in dist/client: serving the API only (run `npm run build`)");
  }
  const { registerDevClient } = dev ? await import("./web/dev-client.ts") : { registerDevClient: undefined };
  const app = await buildApp({
    config,
    database,
    storage,
    logger: log,
    jobs: { work: true, schedule: true },
    clientDir: dev
      ? undefined
      : existsSync(join(CLIENT_BUILD_DIR, "index.html"))
        ? CLIENT_BUILD_DIR
        : undefined,
    devClient: registerDevClient && ((app, shell) => registerDevClient(app, shell, config.PORT + 1)),
  });

  const stopMaintenance = startMaintenance(database.db, storage, log);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    stopMaintenance();
    try {
      await app.close();
      await database.close();
      log.info("stopped");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));

  await app.listen(listenOptions(config));
}

if (import.meta.main) await main();
