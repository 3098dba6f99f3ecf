import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { DataDirBusyError } from "./db/lock.ts";
import { openMigratedDatabase } from "./db/migrate.ts";
import { listenOptions } from "./lib/http/listen-options.ts";
import { listenWhenTold } from "./lib/processes/worker-messages.ts";
import { createStorage } from "./lib/storage/create-storage.ts";
import { startMaintenance } from "./ops/maintenance.ts";
import { CLIENT_BUILD_DIR } from "./paths.ts";
import { prepareData } from "./startup.ts";

export interface ServeOptions {
  /** Serve the client through Vite with hot reload instead of the build. */
  dev: boolean;
  /** Make the ADMIN_EMAIL account and the demo data first (one process of several does). */
  preparesData: boolean;
}

/** One serving process: opens (and migrates) the database, listens, and stops gracefully on a signal. */
export async function serve(config: Config, log: FastifyBaseLogger, options: ServeOptions): Promise<void> {
  const { dev } = options;
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
  if (options.preparesData) await prepareData(config, database, storage, log);

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
  // A worker whose primary is gone (killed) would serve on unsupervised: it stops as on SIGTERM.
  if (cluster.isWorker) process.once("disconnect", () => void stop("primary exited"));

  // With several processes, all listen together once each is built (supervise-workers.ts says why).
  await listenWhenTold();
  await app.listen(listenOptions(config));
}
