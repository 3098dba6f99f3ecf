import cluster from "node:cluster";
import { ConfigError, loadConfig } from "./config.ts";
import { serverProcessCount } from "./lib/processes/server-processes.ts";
import { PREPARES_DATA_ENV, superviseWorkers } from "./lib/processes/supervise-workers.ts";
import { createLogger } from "./logger.ts";

/**
 * Starts the server; `dev` serves the client through Vite with hot reload instead of the build. With
 * several processes this one only supervises them: it never loads the app, so it stays small.
 */
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

  const processes = dev ? 1 : serverProcessCount(config);
  if (processes > 1 && cluster.isPrimary) {
    superviseWorkers({ count: processes, log, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
    return;
  }
  const { serve } = await import("./serve.ts");
  await serve(config, log, {
    dev,
    preparesData: cluster.isPrimary || process.env[PREPARES_DATA_ENV] === "1",
  });
}

if (import.meta.main) await main();
