import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, DbExecutor } from "../../db/client.ts";
import { deliveries } from "../../db/schema/index.ts";
import type { JobQueue, RetryPolicy } from "./job-queue.ts";

/** The queue that carries one channel's deliveries ("mail", "push"). */
export const deliveryQueue = (channel: string) => `delivery.${channel}`;

/** What to send, as the operator's log names it. */
export interface DeliveryRequest<Payload extends object> {
  channel: string;
  /** What it is about: a notice's kind, "password-reset", … */
  kind: string;
  /** The address of whom it is for (a push is for a user's devices; the log names them by their address). */
  recipient: string;
  payload: Payload;
}

/** Hands one delivery to its channel; throws when it did not go (it is tried again). */
export type Deliver<Payload extends object> = (payload: Payload, delivery: { id: string }) => Promise<void>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Deliveries of one channel sent at once by each process. */
const DELIVERY_CONCURRENCY = 4;

/**
 * Declares a delivery channel: each job of it is logged in `deliveries` (state, attempts, last
 * error). A delivery already marked sent is never sent again, even if its job runs twice.
 */
export function defineDeliveryChannel<Payload extends object>(
  queue: JobQueue,
  db: Db,
  channel: string,
  deliver: Deliver<Payload>,
  policy?: Partial<RetryPolicy>,
): void {
  queue.define<Payload>(
    deliveryQueue(channel),
    async (payload, job) => {
      const [claimed] = await db
        .update(deliveries)
        .set({ state: "sending", attempts: sql`${deliveries.attempts} + 1`, updatedAt: sql`now()` })
        .where(and(eq(deliveries.id, job.id), ne(deliveries.state, "sent")))
        .returning({ id: deliveries.id });
      if (!claimed) return;
      try {
        await deliver(payload, { id: job.id });
      } catch (error) {
        await db
          .update(deliveries)
          .set({
            state: job.lastAttempt ? "failed" : "retrying",
            lastError: errorText(error),
            updatedAt: sql`now()`,
          })
          .where(eq(deliveries.id, job.id));
        throw error;
      }
      await db
        .update(deliveries)
        .set({ state: "sent", sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(deliveries.id, job.id));
    },
    policy,
    DELIVERY_CONCURRENCY,
  );
}

/**
 * Queues a delivery and its log row together; inside `db`'s transaction when it is one, so the
 * action that causes it and the delivery commit or fail as one. Never waits for the channel itself.
 */
export async function enqueueDelivery<Payload extends object>(
  queue: JobQueue,
  db: DbExecutor,
  request: DeliveryRequest<Payload>,
): Promise<string> {
  const [id] = await enqueueDeliveries(queue, db, [request]);
  return id as string;
}

/**
 * Queues many deliveries as `enqueueDelivery` does one, with one write for their log rows and one for
 * each channel's jobs: a notice to a hundred admins is three statements, not five hundred round trips.
 */
export async function enqueueDeliveries<Payload extends object>(
  queue: JobQueue,
  db: DbExecutor,
  requests: readonly DeliveryRequest<Payload>[],
): Promise<string[]> {
  if (requests.length === 0) return [];
  const queued = requests.map((request) => ({ ...request, id: randomUUID() }));
  // A transaction of its own, or a savepoint inside the caller's: the rows and the jobs go together.
  await db.transaction(async (tx) => {
    await tx
      .insert(deliveries)
      .values(queued.map(({ id, channel, kind, recipient }) => ({ id, channel, kind, recipient })));
    for (const [channel, jobs] of Map.groupBy(queued, (request) => request.channel))
      await queue.enqueueMany(
        deliveryQueue(channel),
        jobs.map(({ id, payload }) => ({ id, payload })),
        { db: tx },
      );
  });
  return queued.map(({ id }) => id);
}
