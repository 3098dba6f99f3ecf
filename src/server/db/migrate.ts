import { fileURLToPath } from "node:url";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { installJobSchema } from "../lib/jobs/install.ts";
import { backfillDueTimes } from "./backfill-due-times.ts";
import { installBusinessCalendar } from "./business-calendar.ts";
import { type Database, type DatabaseTarget, drizzleOnPglite, openDatabase } from "./client.ts";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any fixed number: serialises migrations when several server processes start together. */
const MIGRATION_LOCK_KEY = 7_411_920_301;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(drizzleOnPglite(database.client), { migrationsFolder });
    await installBusinessCalendar(database.db);
    await installJobSchema(database);
    return;
  }
  const connection = await database.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const db = drizzlePostgres({ client: connection });
    await migratePostgres(db, { migrationsFolder });
    await installBusinessCalendar(db);
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    connection.release();
  }
  await installJobSchema(database);
}

/**
 * Opens and migrates the configured database, then fills in data a migration could not compute (due
 * times); `purpose` names this process to any other process that finds the embedded database busy.
 */
export async function openMigratedDatabase(target: DatabaseTarget, purpose: string): Promise<Database> {
  const database = await openDatabase(target, purpose);
  try {
    await migrateDatabase(database);
    await backfillDueTimes(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
