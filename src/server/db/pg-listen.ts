import pg from "pg";

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/** What a LISTEN connection hands on: each payload, that it listens again after a loss, and what it survived. */
export interface ChannelHandlers {
  onNotification(payload: string): void;
  /** A NOTIFY sent while no one listened never comes: what it would have said must be read again. */
  onReconnect(): void;
  onError(error: unknown, message: string): void;
}

export interface Listening {
  close(): Promise<void>;
}

/**
 * LISTEN on PostgreSQL with one connection of its own (a pooled one would be handed to queries). When it
 * is lost, it is opened again, waiting longer each time up to 10 s, and `onReconnect` is called. `name`
 * says whose connection it is in the errors reported.
 */
export async function listenToChannel(
  pool: pg.Pool,
  channel: string,
  name: string,
  handlers: ChannelHandlers,
): Promise<Listening> {
  let client: pg.Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...pool.options, connectionTimeoutMillis: 3_000 });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? "");
    });
    next.on("error", (error) => {
      handlers.onError(error, `${name}: the LISTEN connection failed; opening it again`);
      next
        .end()
        .catch((ended: unknown) =>
          handlers.onError(ended, `${name}: the broken LISTEN connection did not close`),
        );
    });
    next.on("end", () => {
      if (client === next) client = undefined;
      if (!closed) scheduleRetry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const scheduleRetry = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => handlers.onReconnect(),
        (error: unknown) => {
          handlers.onError(error, `${name}: the LISTEN connection could not be opened; trying again`);
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
    handlers.onError(error, `${name}: the LISTEN connection could not be opened; trying again`);
    scheduleRetry();
  }

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client
        ?.end()
        .catch((error: unknown) => handlers.onError(error, `${name}: the LISTEN connection did not close`));
    },
  };
}
