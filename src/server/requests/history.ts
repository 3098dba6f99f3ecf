import { asc, eq } from "drizzle-orm";
import { displayName } from "#shared/auth/display.ts";
import type { RequestEventType } from "#shared/matching/constants.ts";
import type { RequestEvent } from "#shared/matching/introductions.ts";
import type { Db } from "../db/client.ts";
import { requestEvents, users } from "../db/schema/index.ts";

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
  await db.insert(requestEvents).values({ ...event, detail: event.detail ?? {} });
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
