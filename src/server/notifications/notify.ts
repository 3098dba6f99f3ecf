import { eq, inArray } from "drizzle-orm";
import { type NoticeFacts, noticeText } from "#shared/matching/notices.ts";
import { notifications, users } from "../db/schema/index.ts";
import { accountLocale } from "../lib/i18n/account-locale.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { notificationMail } from "./notification-mail.ts";

export interface Notice {
  facts: NoticeFacts;
  /** A path inside the product, e.g. /dashboard/forms?id=…; mail gets it as an absolute address. */
  link: string;
  /** The request it is about: opening that request marks it read; deleting it removes the notice. */
  requestId?: string;
}

/** Where a failed mail is reported; a route passes `request.log`. */
export type NotifyLog = { warn(details: object, message: string): void };

const consoleLog: NotifyLog = { warn: (details, message) => console.warn(message, details) };

/**
 * One in-app notification per user, and a mail to each in their own language (the bell words it
 * again in whatever language they read it in later). The rows are written first; mail that cannot
 * be sent is logged and never fails the caller, since the notice still waits in the bell.
 */
export async function notify(
  { db, mailer, publicUrl, catalogues }: MailContext,
  notice: Notice & { userIds: string[] },
  log: NotifyLog = consoleLog,
): Promise<void> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  const recipients = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
  if (recipients.length === 0) return;
  const letters = [...Map.groupBy(recipients, accountLocale)].flatMap(([locale, readers]) => {
    const messages = catalogues[locale];
    const text = noticeText(notice.facts, messages);
    return readers.map((user) => ({ user, locale, text, mailWords: messages.matching.notifications.mail }));
  });
  await db.insert(notifications).values(
    letters.map(({ user, text }) => ({
      userId: user.id,
      kind: notice.facts.kind,
      facts: notice.facts,
      title: text.title,
      body: text.body,
      link: notice.link,
      requestId: notice.requestId ?? null,
    })),
  );
  const url = new URL(notice.link, publicUrl).href;
  const sent = await Promise.allSettled(
    letters.map(({ user, locale, text, mailWords }) =>
      mailer.send(notificationMail({ to: user.email, ...text, url, locale, words: mailWords })),
    ),
  );
  sent.forEach((outcome, n) => {
    if (outcome.status === "rejected")
      log.warn(
        { err: outcome.reason, userId: letters[n]?.user.id, kind: notice.facts.kind },
        "notification mail could not be sent",
      );
  });
}

/** The same notice to every administrator, each in their own language. */
export async function notifyAdmins(mail: MailContext, notice: Notice, log?: NotifyLog): Promise<void> {
  const admins = await mail.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  await notify(mail, { ...notice, userIds: admins.map((admin) => admin.id) }, log);
}
