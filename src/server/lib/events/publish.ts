import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";
import { LIVE_CHANNEL, type LiveEvent, type NewLiveEvent, notifyPayload } from "./event.ts";

/**
 * Writes an event to the recent-events log and NOTIFYs every server process of it. Given a transaction,
 * both belong to it: PostgreSQL delivers a NOTIFY only when its transaction commits, and never when it
 * rolls back, so an event is never seen before the change it announces (PGlite is PostgreSQL, and does the same).
 */
export async function publishEvent(db: DbExecutor, event: NewLiveEvent): Promise<LiveEvent> {
  const userIds = [...new Set(event.userIds)];
  const roles = [...new Set(event.roles ?? [])];
  if (userIds.length === 0 && roles.length === 0)
    return { id: 0, kind: event.kind, userIds, roles, data: {} };
  const [row] = await db
    .insert(liveEvents)
    .values({ kind: event.kind, userIds, roles, data: event.data ?? {} })
    .returning({ id: liveEvents.id });
  if (!row) throw new Error("Insert returned no row");
  const written: LiveEvent = { id: row.id, kind: event.kind, userIds, roles, data: event.data ?? {} };
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${notifyPayload(written)})`);
  return written;
}
