import type pg from "pg";
import { listenToChannel } from "../../db/pg-listen.ts";
import { LIVE_CHANNEL } from "./event.ts";
import { receive, type Transport, type TransportHandlers } from "./transport.ts";

/**
 * On PostgreSQL, one connection per process kept for LISTEN. When it is lost and opened again, the bus
 * reads the events written meanwhile from the log (`catchUp`), which a NOTIFY sent while no one listened
 * never brings.
 */
export function listenOnPostgres(
  pool: pg.Pool,
  handlers: TransportHandlers & { catchUp(): Promise<void> },
): Promise<Transport> {
  return listenToChannel(pool, LIVE_CHANNEL, "live events", {
    onNotification: (payload) => receive(handlers, payload),
    onReconnect: () => {
      handlers.catchUp().catch((error) => handlers.onError(error, "live events could not be caught up"));
    },
    onError: handlers.onError,
  });
}
