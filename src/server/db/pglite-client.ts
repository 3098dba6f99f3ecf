import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * What the app uses of PGlite. Met by PGlite itself (the tests' in-memory copies) and by the client of
 * PGlite in a worker thread (the server, the commands), so neither drizzle, pg-boss, the live events' LISTEN
 * nor the upkeep needs to know which one it has.
 */
export interface PgliteClient {
  readonly closed: boolean;
  close(): Promise<void>;
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(
    channel: string,
    callback: (payload: string) => void,
    tx?: Transaction,
  ): Promise<(tx?: Transaction) => Promise<void>>;
  dumpDataDir(compression?: Parameters<PGlite["dumpDataDir"]>[0]): Promise<File | Blob>;
}
