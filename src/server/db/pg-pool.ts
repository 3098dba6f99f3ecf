import pg from "pg";

/** A request waits at most this long for a connection, so an unreachable server fails it fast (503). */
const CONNECT_TIMEOUT_MS = 3_000;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

const isBegin = (query: unknown) =>
  /^\s*begin\b/i.test(typeof query === "string" ? query : ((query as { text?: string } | null)?.text ?? ""));

/**
 * drizzle-orm 0.45 sends a transaction's BEGIN before the try/finally that releases its pooled
 * connection (drizzle-orm#6241, open): when BEGIN fails, as it does on a connection the server has
 * just cut, the connection is never released, and a few such failures take the whole pool for
 * good. A connection from this pool is released, and destroyed, when its BEGIN fails; a later
 * release of the same checkout is ignored.
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releasedWhenBeginFails);
  }
}

function releasedWhenBeginFails(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    // The wrapper below belongs to this checkout only; the next one starts from pg's own query.
    Reflect.deleteProperty(client, "query");
    release.call(client, error);
  };
  client.query = ((config: unknown, ...rest: unknown[]) => {
    const result = (query as (...args: unknown[]) => unknown).call(client, config, ...rest);
    if (isBegin(config) && result instanceof Promise) result.catch((error: Error) => client.release(error));
    return result;
  }) as typeof client.query;
  return client;
}

/** The pool of PostgreSQL connections: quick to give up on an unreachable server, and never crashed by a lost one. */
export function createPgPool(url: string, max: number): pg.Pool {
  const pool = new TransactionSafePool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection cut by a server restart is dropped by the pool and the next query opens a new one.
  // The statement that needed it fails with the error (the request answers 503), so the 'error'
  // events of an idle connection (on the pool) and of one held between two statements of a
  // transaction (on the client) need no more than a listener; unheard, either would end the process.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}
