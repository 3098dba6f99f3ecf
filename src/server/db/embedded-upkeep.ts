import type { Database } from "./client.ts";

/**
 * The embedded database's upkeep. PGlite runs PostgreSQL in one process with no autovacuum launcher (measured:
 * `autovacuum` reads "on", yet 200,000 dead rows were still there after minutes), so the rows that updates and
 * deletes leave behind (sessions, limits' counters, the job queue, the analytics' facts) would never be reclaimed
 * and every scan would read them: this does what autovacuum does on a server. A server's own autovacuum needs
 * nothing from us.
 */
export async function vacuumEmbeddedDatabase(database: Database): Promise<boolean> {
  if (database.kind !== "pglite") return false;
  await database.client.exec("vacuum (analyze)");
  return true;
}
