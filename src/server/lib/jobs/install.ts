import { PgBoss } from "pg-boss";
import type { Database } from "../../db/client.ts";
import { bossBackend, bossDatabase } from "./boss-db.ts";

/**
 * Creates or upgrades the job queue's own tables (schema "pgboss"), as part of migrating the
 * database: pg-boss versions its schema and serialises concurrent upgrades with an advisory lock,
 * so several processes starting together are safe.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    db: bossDatabase(database),
    backend: bossBackend(database),
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  // An error pg-boss reports as an event rather than through start() still fails the migration.
  let reported: unknown;
  boss.on("error", (error) => {
    reported ??= error;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (reported) throw reported;
}
