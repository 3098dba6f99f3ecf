import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { type DueList, WAITING_STATUSES } from "#shared/matching/due.ts";
import { DUE_SOON_HOURS } from "#shared/matching/due-time.ts";
import type { Db } from "../db/client.ts";
import { designRequests, users } from "../db/schema/index.ts";

const HOUR_MS = 3_600_000;

/**
 * The `limit` requests still waiting for introductions that are due soonest (so overdue ones lead), with how
 * many are overdue or due within 24 hours. Requests without a due time (made before the clock) are left out.
 */
export async function listDueRequests(db: Db, now: Date, limit: number): Promise<DueList> {
  const soon = new Date(now.getTime() + DUE_SOON_HOURS * HOUR_MS);
  const waiting = and(inArray(designRequests.status, [...WAITING_STATUSES]), isNotNull(designRequests.dueAt));
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        id: designRequests.id,
        status: designRequests.status,
        propertyType: designRequests.propertyType,
        projectType: designRequests.projectType,
        createdAt: designRequests.createdAt,
        dueAt: designRequests.dueAt,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(designRequests)
      .innerJoin(users, eq(users.id, designRequests.clientId))
      .where(waiting)
      .orderBy(asc(designRequests.dueAt), asc(designRequests.createdAt), asc(designRequests.id))
      .limit(limit),
    db
      .select({
        total: count(),
        overdue: sql<number>`count(*) filter (where ${designRequests.dueAt} <= ${now.toISOString()})`.mapWith(
          Number,
        ),
        dueSoon:
          sql<number>`count(*) filter (where ${designRequests.dueAt} > ${now.toISOString()} and ${designRequests.dueAt} <= ${soon.toISOString()})`.mapWith(
            Number,
          ),
      })
      .from(designRequests)
      .where(waiting),
  ]);
  return {
    items: rows.map((row) => {
      const due = row.dueAt ?? now;
      const overdue = due.getTime() <= now.getTime();
      return {
        id: row.id,
        client: { email: row.email, firstName: row.firstName, lastName: row.lastName },
        status: row.status,
        propertyType: row.propertyType,
        projectType: row.projectType,
        createdAt: row.createdAt.toISOString(),
        dueAt: due.toISOString(),
        overdue,
        dueSoon: !overdue && due.getTime() <= soon.getTime(),
      };
    }),
    total: counts?.total ?? 0,
    overdue: counts?.overdue ?? 0,
    dueSoon: counts?.dueSoon ?? 0,
  };
}
