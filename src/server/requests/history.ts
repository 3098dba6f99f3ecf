import { asc, eq, type SQL, sql } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import { LOGGED_KINDS, type StreamEvents } from "#shared/live/events.ts";
import type { RequestEventType } from "#shared/matching/constants.ts";
import type { RequestEvent } from "#shared/matching/introductions.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { designRequests, introductions, requestEvents, users } from "../db/schema/index.ts";
import { writeEvent } from "../lib/events/publish.ts";

/** Writes one step of a request's history (who, what, when). */
export async function recordEvent(
  db: Db,
  event: {
    requestId: string;
    actorId: string | null;
    type: RequestEventType;
    detail?: Record<string, string>;
  },
): Promise<void> {
  // Written in the statement that announces it: one round trip for every move of a request.
  const step = sql`insert into ${requestEvents} (request_id, actor_id, type, detail)
                   values (${event.requestId}, ${event.actorId}, ${event.type}, ${JSON.stringify(event.detail ?? {})}::jsonb)`;
  await announceRequestChange(db, event.requestId, event.type, step);
}

/**
 * Tells the live streams of everyone who sees this request that it changed (issue 21): its client, every
 * designer introduced to it, and the admins' desk. In the caller's transaction, so only once it commits.
 */
export async function announceRequestChange(
  db: DbExecutor,
  requestId: string,
  step: StreamEvents["request"]["step"],
  /** A write made in the same statement (the history's step). */
  alongside?: SQL,
): Promise<void> {
  await writeEvent(
    db,
    {
      kind: LOGGED_KINDS.request,
      // Who sees it is read in the same statement, so a designer introduced in this transaction is told.
      userIds: sql`array(select ${designRequests.clientId} from ${designRequests} where ${designRequests.id} = ${requestId}
                       union select ${introductions.designerId} from ${introductions} where ${introductions.requestId} = ${requestId})`,
      roles: ["admin"],
      data: { requestId, step },
    },
    alongside,
  );
}

/** A request's history, oldest first, with each actor's name. */
export async function listEvents(db: Db, requestId: string): Promise<RequestEvent[]> {
  const rows = await db
    .select({
      id: requestEvents.id,
      type: requestEvents.type,
      detail: requestEvents.detail,
      createdAt: requestEvents.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(requestEvents)
    .leftJoin(users, eq(users.id, requestEvents.actorId))
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(asc(requestEvents.seq));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    actorName: displayName(row) || null,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}
