import pg from "pg";
import { LIVE_CHANNEL } from "./event.ts";
import { receive, type Transport, type TransportHandlers } from "./transport.ts";

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * On PostgreSQL, one connection per process kept for LISTEN (a pooled one would be handed to queries).
 * When it is lost, it is opened again (waiting longer each time, up to 10 s), and the bus then reads the
 * events written meanwhile from the log (`catchUp`), which a NOTIFY sent while no one listened never brings.
 */
export async function listenOnPostgres(
  pool: pg.Pool,
  handlers: TransportHandlers & { catchUp(): Promise<void> },
): Promise<Transport> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...pool.options, connectionTimeoutMillis: 3_000 });
    next.on("notification", (message) => receive(handlers, message.payload ?? ""));
    next.on("error", (error) => {
      handlers.onError(error, "the live events' LISTEN connection failed; opening it again");
      next
        .end()
        .catch((ended: unknown) => handlers.onError(ended, "the broken LISTEN connection did not close"));
    });
    next.on("end", () => {
      if (client === next) client = undefined;
      if (!closed) scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const scheduleRetry = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () =>
          handlers.catchUp().catch((error) => handlers.onError(error, "live events could not be caught up")),
        (error: unknown) => {
          handlers.onError(error, "the live events' LISTEN connection could not be opened; trying again");
          retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
          scheduleRetry();
        },
      );
    }, retryMs);
    retry.unref();
  };

  try {
    await connect();
  } catch (error) {
    // The server starts anyway (as with any other outage) and listens once the database answers.
    handlers.onError(error, "the live events' LISTEN connection could not be opened; trying again");
    scheduleRetry();
  }

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client
        ?.end()
        .catch((error: unknown) =>
          handlers.onError(error, "the live events' LISTEN connection did not close"),
        );
    },
  };
}
