import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The rows of a raw SQL query: node-postgres and PGlite both answer `{ rows }`, which drizzle's shared
 * type leaves unknown. `Row` is the caller's word for the shape its select names.
 */
export async function rawRows<Row>(
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  query: SQL,
): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
