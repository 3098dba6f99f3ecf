import type { PgliteClient } from "../../db/pglite-client.ts";
import { LIVE_CHANNEL } from "./event.ts";
import { receive, type Transport, type TransportHandlers } from "./transport.ts";

/**
 * On the embedded database, PGlite's own LISTEN: the folder is locked to this process, so every event is
 * written here, and PostgreSQL's NOTIFY still waits for the writing transaction to commit (and drops the
 * event if it rolls back). An emitter beside the database would need every caller to publish after its commit.
 */
export async function listenOnPglite(client: PgliteClient, handlers: TransportHandlers): Promise<Transport> {
  const unlisten = await client.listen(LIVE_CHANNEL, (payload) => receive(handlers, payload));
  return {
    async close() {
      if (!client.closed)
        await unlisten().catch((error: unknown) =>
          handlers.onError(error, "the live events' LISTEN could not end"),
        );
    },
  };
}
