import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import { dueAt } from "#shared/matching/business-days.ts";
import { WAITING_STATUSES } from "#shared/matching/due.ts";
import type { Db } from "./client.ts";
import { designRequests } from "./schema/index.ts";

const BATCH = 500;

/**
 * Gives requests that still wait for introductions but were made before the clock existed the due time
 * they would have had; business days need the holiday table, so it is computed here, not in SQL.
 * Runs after every migration and finds nothing to do once done. Answers how many it set.
 */
export async function backfillDueTimes(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: designRequests.id, createdAt: designRequests.createdAt })
      .from(designRequests)
      .where(and(isNull(designRequests.dueAt), inArray(designRequests.status, [...WAITING_STATUSES])))
      .orderBy(asc(designRequests.id))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::uuid, ${dueAt(row.createdAt).toISOString()}::timestamptz)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${designRequests} set due_at = v.due from (values ${values}) as v(id, due) where ${designRequests.id} = v.id`,
    );
    done += rows.length;
  }
}
