import { type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import { rawRows } from "../../db/raw-rows.ts";
import { LIVE_CHANNEL, type LiveEvent, type NewLiveEvent, NOTIFY_PAYLOAD_LIMIT } from "./event.ts";

interface EventToWrite {
  kind: string;
  /** A uuid[] in SQL: the users' ids as a value, or a query of who sees a row. */
  userIds: SQL;
  roles: readonly string[];
  data: Record<string, unknown>;
}

/**
 * Writes an event to the recent-events log and NOTIFYs every server process of it, in one statement:
 * a request's state moves pay one round trip for it, not three. Given a transaction, both belong to it:
 * PostgreSQL delivers a NOTIFY only when its transaction commits, and never when it rolls back, so an
 * event is never seen before the change it announces (PGlite is PostgreSQL, and does the same). The
 * payload is the event, or `{id}` when it would not fit (the listener then reads the row).
 */
export async function writeEvent(
  db: DbExecutor,
  event: EventToWrite,
  /** A write of the caller's made in the same statement (an INSERT...), saving it a round trip. */
  alongside?: SQL,
): Promise<LiveEvent> {
  const [row] = await rawRows<{ id: number; userIds: string[] }>(
    db,
    sql`with ${alongside ? sql`alongside as (${alongside}), ` : sql``}written as (
          insert into live_events (kind, user_ids, roles, data)
          values (${event.kind}, ${event.userIds}, ${sql.param(event.roles)}::text[], ${JSON.stringify(event.data)}::jsonb)
          returning id, kind, user_ids, roles, data
        ), payload as (
          select id, user_ids,
            json_build_object('id', id, 'kind', kind, 'userIds', user_ids, 'roles', roles, 'data', data)::text as whole
          from written
        )
        select id::float8 as id, array_to_json(user_ids) as "userIds",
          pg_notify(${LIVE_CHANNEL}, case when octet_length(whole) < ${NOTIFY_PAYLOAD_LIMIT} then whole
                                          else json_build_object('id', id)::text end)
        from payload`,
  );
  if (!row) throw new Error("Insert returned no row");
  return { id: row.id, kind: event.kind, userIds: row.userIds, roles: event.roles, data: event.data };
}

/** An event for the users and roles named; nothing is written when it names nobody. */
export async function publishEvent(db: DbExecutor, event: NewLiveEvent): Promise<LiveEvent> {
  const userIds = [...new Set(event.userIds)];
  const roles = [...new Set(event.roles ?? [])];
  const data = event.data ?? {};
  if (userIds.length === 0 && roles.length === 0) return { id: 0, kind: event.kind, userIds, roles, data };
  return writeEvent(db, { kind: event.kind, userIds: sql`${sql.param(userIds)}::uuid[]`, roles, data });
}
