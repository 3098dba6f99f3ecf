import { type Config, ConfigError, loadConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { DataDirBusyError } from "./db/lock.ts";
import { openMigratedDatabase } from "./db/migrate.ts";

/** Errors whose message is the whole story for a person at a terminal. */
export class UsageError extends Error {}

/**
 * Runs a command-line task with the server's configuration; expected failures print one line
 * and exit 1, without a stack trace.
 */
export async function runCommand(
  name: string,
  task: (config: Config) => Promise<string | undefined>,
): Promise<void> {
  try {
    const summary = await task(loadConfig());
    if (summary) console.log(summary);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof UsageError) {
      console.error(`${name}: ${error.message}`);
      process.exitCode = 1;
    } else {
      throw error;
    }
  }
}

/** Runs a command-line task on the database the server would use, migrated first. */
export async function runDatabaseCommand(
  name: string,
  task: (database: Database, config: Config) => Promise<string | undefined>,
): Promise<void> {
  await runCommand(name, async (config) => {
    const database = await openMigratedDatabase(config, `\`${name}\``);
    try {
      return await task(database, config);
    } finally {
      await database.close();
    }
  });
}
