import type { Database } from "../db/client.ts";

/**
 * The text of every statement the app sends through `database` while `during` runs. Drizzle sends each
 * through the driver's query(): a string on PGlite, `{ text }` on node-postgres.
 */
export function recordQueries(database: Database) {
  const driver = (database.kind === "pglite" ? database.client : database.pool) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const query = driver.query.bind(driver);
  let sent: string[] | undefined;
  driver.query = (...args: unknown[]) => {
    const [first] = args;
    sent?.push(typeof first === "string" ? first : String((first as { text?: string }).text));
    return query(...args);
  };
  return async function during<T>(work: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
    const queries: string[] = [];
    sent = queries;
    try {
      return { result: await work(), queries };
    } finally {
      sent = undefined;
    }
  };
}
