import type { Db } from "../../db/client.ts";
import { defineDeliveryChannel, enqueueDeliveries } from "../jobs/deliveries.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { Mail, Mailer, MailTransport } from "./mailer.ts";

export const MAIL_CHANNEL = "mail";

/**
 * Mail as background work: `send` only queues it (with the caller's transaction when given), and
 * the queue hands it to `transport`, retrying with backoff while the server is down. The action
 * that causes a mail never waits for, or fails because of, the mail server.
 */
export function createQueuedMailer(queue: JobQueue, db: Db, transport: MailTransport): Mailer {
  defineDeliveryChannel<Mail>(queue, db, MAIL_CHANNEL, (mail, delivery) => transport.deliver(mail, delivery));
  const sendAll: Mailer["sendAll"] = async (mails, options) => {
    await enqueueDeliveries(
      queue,
      options?.db ?? db,
      mails.map((mail) => ({
        channel: MAIL_CHANNEL,
        kind: mail.kind ?? "mail",
        recipient: mail.to,
        payload: mail,
      })),
    );
  };
  return { send: (mail, options) => sendAll([mail], options), sendAll };
}
