import { and, eq } from "drizzle-orm";
import type { RequestStyle } from "#shared/requests/constants.ts";
import type { DesignRequest } from "#shared/requests/schema.ts";
import type { DbExecutor } from "../db/client.ts";
import {
  type DesignRequestRow,
  designRequests,
  notifications,
  type UserRow,
  users,
} from "../db/schema/index.ts";
import type { JobQueue } from "../lib/jobs/job-queue.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { type NotifyLog, notifyAdmins } from "../notifications/notify.ts";
import type { PushDelivery } from "../notifications/push/delivery.ts";
import { newRequestNotice } from "../notifications/request-notices.ts";

/** The job that tells every admin of a new request (bell, mail, push). */
export const NEW_REQUEST_NOTICE = "requests.new-request-notice";

interface NewRequestNoticeJob {
  requestId: string;
}

/**
 * Queued in the request's own transaction: the notice exists exactly when the request does, and it is
 * sent even if this process stops right after the commit. The client's answer does not wait for a
 * hundred admins' notices and mails to be written (issue 20 §3).
 */
export async function queueNewRequestNotice(
  jobs: JobQueue,
  tx: DbExecutor,
  requestId: string,
): Promise<void> {
  await jobs.enqueue(NEW_REQUEST_NOTICE, { requestId } satisfies NewRequestNoticeJob, { db: tx });
}

/** What a notice of a new request says of it, from its row and its client, as `presentRequests` words them. */
function noticeFieldsOf(
  row: DesignRequestRow,
  client: Pick<UserRow, "email" | "firstName" | "lastName">,
): Pick<DesignRequest, "id" | "client" | "propertyType" | "projectType" | "designStyle" | "dueAt"> {
  return {
    id: row.id,
    client: { email: client.email, firstName: client.firstName, lastName: client.lastName },
    propertyType: row.propertyType,
    projectType: row.projectType,
    designStyle: row.designStyles as RequestStyle[],
    dueAt: row.dueAt?.toISOString() ?? null,
  };
}

/**
 * Tells the admins once, in one transaction with their mails and pushes. A try that fails is tried
 * again whole; one that outlived its timeout and runs twice finds the request locked, then told.
 */
export function defineNewRequestNotice(
  jobs: JobQueue,
  context: MailContext & { push?: PushDelivery },
  log: NotifyLog,
): void {
  jobs.define<NewRequestNoticeJob>(NEW_REQUEST_NOTICE, async ({ requestId }) => {
    await context.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          request: designRequests,
          client: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        })
        .from(designRequests)
        .innerJoin(users, eq(users.id, designRequests.clientId))
        .where(eq(designRequests.id, requestId))
        .for("update", { of: designRequests });
      // Deleted before the job ran: there is nothing left to tell.
      if (!found) return;
      const notice = newRequestNotice(noticeFieldsOf(found.request, found.client));
      const [told] = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, notice.facts.kind)))
        .limit(1);
      if (!told) await notifyAdmins({ ...context, db: tx }, notice, log);
    });
  });
}
