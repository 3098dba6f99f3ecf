import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { notifications, users } from "../db/schema/index.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import { notificationMail } from "./notification-mail.ts";

export interface Notice {
  kind: string;
  title: string;
  body: string;
  /** A path inside the product, e.g. /dashboard/forms?id=…; mail gets it as an absolute address. */
  link: string;
}

/** Where a failed mail is reported; a route passes `request.log`. */
export type NotifyLog = { warn(details: object, message: string): void };

const consoleLog: NotifyLog = { warn: (details, message) => console.warn(message, details) };

/**
 * One in-app notification per user, and a mail to each. The rows are written first; mail that
 * cannot be sent is logged and never fails the caller, since the notice still waits in the bell.
 */
export async function notify(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  notice: Notice & { userIds: string[] },
  log: NotifyLog = consoleLog,
): Promise<void> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  const recipients = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((user) => ({
      userId: user.id,
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: notice.link,
    })),
  );
  const url = new URL(notice.link, publicUrl).href;
  const sent = await Promise.allSettled(
    recipients.map((user) => mailer.send(notificationMail(user.email, notice.title, notice.body, url))),
  );
  sent.forEach((outcome, n) => {
    if (outcome.status === "rejected")
      log.warn(
        { err: outcome.reason, userId: recipients[n]?.id, kind: notice.kind },
        "notification mail could not be sent",
      );
  });
}

/** The same notice to every administrator. */
export async function notifyAdmins(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  notice: Notice,
  log?: NotifyLog,
): Promise<void> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  await notify(db, mailer, publicUrl, { ...notice, userIds: admins.map((admin) => admin.id) }, log);
}
