import { eq, inArray, sql } from "drizzle-orm";
import { type NoticeFacts, noticeText } from "#shared/matching/notices.ts";
import type { DbExecutor } from "../db/client.ts";
import { notifications, type UserRow, users } from "../db/schema/index.ts";
import { accountLocale } from "../lib/i18n/account-locale.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { announceBellChange } from "./bell-event.ts";
import { notificationMail } from "./notification-mail.ts";
import type { PushDelivery } from "./push/delivery.ts";

export interface Notice {
  facts: NoticeFacts;
  /** A path inside the product, e.g. /dashboard/forms?id=…; mail gets it as an absolute address. */
  link: string;
  /** The request it is about: opening that request marks it read; deleting it removes the notice. */
  requestId?: string;
}

/** Where a failed mail is reported; a route passes `request.log`. */
export type NotifyLog = { warn(details: object, message: string): void };

/** What a notice needs of each reader. */
const RECIPIENT = { id: users.id, email: users.email, locale: users.locale };

type Recipient = Pick<UserRow, "id" | "email" | "locale">;

const consoleLog: NotifyLog = { warn: (details, message) => console.warn(message, details) };

/**
 * One in-app notification per user, and a mail to each in their own language (the bell words it
 * again in whatever language they read it in later). The rows are written first; mail that cannot
 * be sent is logged and never fails the caller, since the notice still waits in the bell. With a
 * transaction as `db`, the notices and their queued mail commit with it.
 */
export async function notify(
  // push: the app's services carry it (app.ts) through every caller's deps; absent, no push (issue 21 §4).
  context: MailContext & { push?: PushDelivery },
  notice: Notice & { userIds: string[] },
  log: NotifyLog = consoleLog,
): Promise<void> {
  const { db } = context;
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  const recipients = await db.select(RECIPIENT).from(users).where(inArray(users.id, userIds));
  await notifyRecipients(context, notice, recipients, log);
}

/**
 * The readers' rows in one statement whose text is the same for any number of readers: the notice's facts, link
 * and request go once, each reader's id and words as arrays. Written as a row of values each, a new request's
 * notice to 100 admins was 700 parameters for the server to build and the database to parse, in a transaction
 * the embedded database's every other statement waits for (issue 20).
 */
async function insertNotices(
  db: DbExecutor,
  notice: Notice,
  letters: { user: Recipient; text: { title: string; body: string } }[],
): Promise<void> {
  const column = <T>(of: (letter: (typeof letters)[number]) => T) => sql.param(letters.map(of));
  await db.execute(sql`insert into ${notifications} (user_id, kind, facts, title, body, link, request_id)
    select reader.user_id, ${notice.facts.kind}, ${JSON.stringify(notice.facts)}::jsonb, reader.title, reader.body,
      ${notice.link}, ${notice.requestId ?? null}::uuid
    from unnest(${column(({ user }) => user.id)}::uuid[], ${column(({ text }) => text.title)}::text[],
      ${column(({ text }) => text.body)}::text[]) as reader(user_id, title, body)`);
}

async function notifyRecipients(
  { db, mailer, publicUrl, catalogues, push }: MailContext & { push?: PushDelivery },
  notice: Notice,
  recipients: Recipient[],
  log: NotifyLog,
): Promise<void> {
  if (recipients.length === 0) return;
  const letters = [...Map.groupBy(recipients, accountLocale)].flatMap(([locale, readers]) => {
    const messages = catalogues[locale];
    const text = noticeText(notice.facts, messages);
    return readers.map((user) => ({ user, locale, text, mailWords: messages.matching.notifications.mail }));
  });
  await insertNotices(db, notice, letters);
  const url = new URL(notice.link, publicUrl).href;
  // The bells' event, the pushes and the mails need only the rows above: written together, a notice to the
  // 100 admins of a new request waits one round trip for them, not three.
  await Promise.all([
    // The readers' bells change (issue 21 §1): announced with the notices' commit.
    announceBellChange(
      db,
      recipients.map((user) => user.id),
    ),
    // Pushes to the recipients' devices (issue 21 §4), queued with the notices as their mail is.
    push?.enqueue(
      db,
      letters.map(({ user }) => user.id),
      notice,
    ),
    mailer
      .sendAll(
        letters.map(({ user, locale, text, mailWords }) => ({
          ...notificationMail({ to: user.email, ...text, url, locale, words: mailWords }),
          kind: notice.facts.kind,
        })),
        { db },
      )
      .catch((error: unknown) =>
        log.warn(
          { err: error, userIds: letters.map(({ user }) => user.id), kind: notice.facts.kind },
          "notification mail could not be sent",
        ),
      ),
  ]);
}

/** The same notice to every administrator, each in their own language. */
export async function notifyAdmins(
  mail: MailContext & { push?: PushDelivery },
  notice: Notice,
  log: NotifyLog = consoleLog,
): Promise<void> {
  const admins = await mail.db.select(RECIPIENT).from(users).where(eq(users.role, "admin"));
  await notifyRecipients(mail, notice, admins, log);
}
