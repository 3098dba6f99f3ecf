import { and, arrayOverlaps, asc, eq, gt, lt, max, min, or, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";
import type { LiveEvent } from "./event.ts";
import { listenOnPglite } from "./pglite-listener.ts";
import { listenOnPostgres } from "./postgres-listener.ts";

export type EventListener = (event: LiveEvent) => void;

/** Who reads: their own events and their role's. */
export interface Reader {
  userId: string;
  role: string;
}

export interface EventBus {
  /** Calls `listener` with each event once it commits, whichever process wrote it; answers how to stop. */
  subscribe(listener: EventListener): () => void;
  /**
   * The reader's events written after `afterId`, oldest first; null when the log no longer reaches back
   * that far (pruned) or more than `limit` wait: the reader should read everything again.
   */
  replay(afterId: number, reader: Reader, limit: number): Promise<LiveEvent[] | null>;
  /** The newest event's id, where a stream that has been sent nothing yet resumes from. */
  latestId(): Promise<number>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  /** How long events stay in the log for resuming streams. */
  keepMs?: number;
  /** How often this process prunes the log. */
  pruneEveryMs?: number;
  log?: { warn(details: object, message: string): void };
}

const KEEP_MS = 10 * 60_000;
const PRUNE_EVERY_MS = 60_000;
/** Events already handed out, remembered so a catch-up after a reconnection hands none out twice. */
const REMEMBERED = 4_096;

const toEvent = (row: typeof liveEvents.$inferSelect): LiveEvent => ({
  id: row.id,
  kind: row.kind,
  userIds: row.userIds,
  roles: row.roles,
  data: row.data,
});

/**
 * The process's end of the event log: one LISTEN per process (a dedicated connection on PostgreSQL,
 * reconnected when lost; the embedded database's own listener on PGlite), fanned out to the streams in
 * memory. Each event is handed out once, whether it came by NOTIFY, by reading its row (a payload too
 * large to carry it), or by the catch-up after a reconnection.
 */
export async function createEventBus(database: Database, options: EventBusOptions = {}): Promise<EventBus> {
  const { db } = database;
  const keepMs = options.keepMs ?? KEEP_MS;
  const listeners = new Set<EventListener>();
  const handedOut = new Set<number>();
  let newest = 0;

  const handOut = (event: LiveEvent) => {
    if (handedOut.has(event.id)) return;
    handedOut.add(event.id);
    if (handedOut.size > REMEMBERED) {
      const oldest = handedOut.values().next().value;
      if (oldest !== undefined) handedOut.delete(oldest);
    }
    newest = Math.max(newest, event.id);
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        options.log?.warn({ err: error, eventId: event.id }, "a live event listener failed");
      }
    }
  };
  const deliver = async (payload: LiveEvent | { id: number }) => {
    if ("kind" in payload) return handOut(payload);
    const [row] = await db.select().from(liveEvents).where(eq(liveEvents.id, payload.id));
    if (row) handOut(toEvent(row));
  };
  /** After a lost connection: every event written since the newest one handed out. */
  const catchUp = async () => {
    const rows = await db
      .select()
      .from(liveEvents)
      .where(gt(liveEvents.id, newest))
      .orderBy(asc(liveEvents.id));
    for (const row of rows) handOut(toEvent(row));
  };
  const onError = (error: unknown, message: string) => options.log?.warn({ err: error }, message);

  const transport =
    database.kind === "pglite"
      ? await listenOnPglite(database.client, { deliver, onError })
      : await listenOnPostgres(database.pool, { deliver, catchUp, onError });
  // Read once listening, so an event written in between is either in it or heard.
  newest = Math.max(newest, await readLatestId(db));

  const prune = () =>
    db
      .delete(liveEvents)
      .where(
        and(
          lt(liveEvents.createdAt, new Date(Date.now() - keepMs)),
          // The newest row stays, so the log always says where it begins.
          lt(liveEvents.id, sql`(select max(${liveEvents.id}) from ${liveEvents})`),
        ),
      )
      .then(
        () => undefined,
        (error: unknown) => onError(error, "live events could not be pruned; pruning again later"),
      );
  const pruning = setInterval(prune, options.pruneEveryMs ?? PRUNE_EVERY_MS);
  pruning.unref();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async replay(afterId, reader, limit) {
      const [bounds] = await db.select({ first: min(liveEvents.id) }).from(liveEvents);
      // Ids a rolled-back transaction took are never written, so a gap here may be only that: read again.
      if (bounds?.first != null && bounds.first > afterId + 1) return null;
      const rows = await db
        .select()
        .from(liveEvents)
        .where(
          and(
            gt(liveEvents.id, afterId),
            or(
              arrayOverlaps(liveEvents.userIds, [reader.userId]),
              arrayOverlaps(liveEvents.roles, [reader.role]),
            ),
          ),
        )
        .orderBy(asc(liveEvents.id))
        .limit(limit + 1);
      return rows.length > limit ? null : rows.map(toEvent);
    },
    async latestId() {
      return Math.max(newest, await readLatestId(db));
    },
    async close() {
      clearInterval(pruning);
      listeners.clear();
      await transport.close();
    },
  };
}

async function readLatestId(db: Db): Promise<number> {
  const [row] = await db.select({ newest: max(liveEvents.id) }).from(liveEvents);
  return row?.newest ?? 0;
}
