import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isPushedNotice } from "#shared/notifications/push.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { deliveries, pushSubscriptions, users } from "../../db/schema/index.ts";
import { defineDeliveryChannel, enqueueDeliveries } from "../../lib/jobs/deliveries.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import type { Notice } from "../notify.ts";
import { type PushContext, sendPushToUser } from "./send-push.ts";

export const PUSH_CHANNEL = "push";

/** One push job: a notice for one user's devices. */
interface PushJob {
  userId: string;
  notice: Notice;
}

/**
 * Pushes as background work, like mail: queued with the action that causes them (in its transaction), sent
 * by the job queue, retried with backoff and logged for the operator; a slow or failing push service never
 * delays or fails a message, an introduction or a choice.
 */
export interface PushDelivery {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Queues `notice` for each of `userIds` who has a device opted in (and whose notice devices get). */
  enqueue(db: DbExecutor, userIds: readonly string[], notice: Notice): Promise<void>;
  /** Resolves once no push queued so far waits for its first try or is being sent (tests, shutdown). */
  settled(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The app's push delivery: its key, and a wait for pushes under way (tests). */
    push: PushDelivery;
  }
}

export function createPushDelivery(
  queue: JobQueue,
  db: Db,
  push: PushContext,
  log: FastifyBaseLogger,
): PushDelivery {
  defineDeliveryChannel<PushJob>(queue, db, PUSH_CHANNEL, async ({ userId, notice }) => {
    const { removed, failed } = await sendPushToUser(push, userId, notice);
    if (removed > 0) log.info({ userId, removed }, "push subscriptions gone from their push service removed");
    // Tried again as a whole: a device that had it gets the same tag again, which replaces the shown notice.
    if (failed.length > 0)
      throw new Error(
        failed
          .map(
            ({ endpoint, error }) =>
              `${new URL(endpoint).host}: ${error instanceof Error ? error.message : error}`,
          )
          .join("; "),
      );
  });
  return {
    publicKey: push.vapid.publicKey,
    async enqueue(executor, userIds, notice) {
      if (userIds.length === 0 || !isPushedNotice(notice.facts.kind)) return;
      // The operator's log names whom a push is for by their address, as it does for mail.
      const subscribed = await executor
        .selectDistinct({ userId: pushSubscriptions.userId, email: users.email })
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(inArray(pushSubscriptions.userId, [...userIds]));
      await enqueueDeliveries<PushJob>(
        queue,
        executor,
        subscribed.map(({ userId, email }) => ({
          channel: PUSH_CHANNEL,
          kind: notice.facts.kind,
          recipient: email,
          payload: { userId, notice },
        })),
      );
    },
    async settled() {
      for (;;) {
        const waiting = await db
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(and(eq(deliveries.channel, PUSH_CHANNEL), inArray(deliveries.state, ["queued", "sending"])))
          .limit(1);
        if (waiting.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
