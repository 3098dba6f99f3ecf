import { and, count, desc, eq, sql } from "drizzle-orm";
import type { AdminDelivery } from "#shared/admin/deliveries.ts";
import type { DeliveryState } from "#shared/admin/delivery-states.ts";
import type { Paged } from "#shared/app/paging.ts";
import type { Db } from "../db/client.ts";
import { type DeliveryRow, deliveries } from "../db/schema/index.ts";
import { conflict, notFound } from "../lib/http-errors.ts";
import { deliveryQueue } from "../lib/jobs/deliveries.ts";
import type { JobQueue } from "../lib/jobs/job-queue.ts";

const present = (row: DeliveryRow): AdminDelivery => ({
  id: row.id,
  channel: row.channel,
  kind: row.kind,
  recipient: row.recipient,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The operator's log of mail and push, newest first, of one state or all; with how many failed for good. */
export async function listDeliveries(
  db: Db,
  { page, pageSize, state }: { page: number; pageSize: number; state?: DeliveryState | undefined },
): Promise<Paged<AdminDelivery> & { failed: number }> {
  const offset = (page - 1) * pageSize;
  const where = state ? eq(deliveries.state, state) : undefined;
  const [counted, failed, rows] = await Promise.all([
    db.select({ total: count() }).from(deliveries).where(where),
    db.select({ total: count() }).from(deliveries).where(eq(deliveries.state, "failed")),
    db
      .select()
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(pageSize)
      .offset(offset),
  ]);
  const total = counted[0]?.total ?? 0;
  const items = rows.map(present);
  return {
    items,
    total,
    page,
    pageSize,
    hasMore: offset + items.length < total,
    failed: failed[0]?.total ?? 0,
  };
}

/**
 * Sends a delivery that failed for good once more: its row and its job move together, and only
 * from "failed", so two admins pressing at once retry it once.
 */
export async function retryDelivery(db: Db, jobs: JobQueue, id: string): Promise<AdminDelivery> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deliveries)
      .set({ state: "queued", updatedAt: sql`now()` })
      .where(and(eq(deliveries.id, id), eq(deliveries.state, "failed")))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: deliveries.id }).from(deliveries).where(eq(deliveries.id, id));
      if (!exists) throw notFound((m) => m.admin.deliveries.notFound);
      throw conflict((m) => m.admin.deliveries.notFailed);
    }
    if (!(await jobs.retry(deliveryQueue(row.channel), id, { db: tx })))
      throw conflict((m) => m.admin.deliveries.expired);
    return present(row);
  });
}
