import { asc, eq, inArray } from "drizzle-orm";
import { displayName, homeownerNameFor } from "#shared/auth/display.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { LOGGED_KINDS } from "#shared/live/events.ts";
import type { ContactKind } from "#shared/matching/contact-screening.ts";
import type { ThreadMessage } from "#shared/matching/introductions.ts";
import { THREAD_WRITABLE } from "#shared/requests/lifecycle.ts";
import type { Db } from "../db/client.ts";
import { introductionMessages, introductions, type UserRow, users } from "../db/schema/index.ts";
import { publishEvent } from "../lib/events/publish.ts";
import { conflict } from "../lib/http-errors.ts";
import { accountLocale } from "../lib/i18n/account-locale.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { notify } from "../notifications/notify.ts";
import type { LoadedIntroduction } from "./introduction-policy.ts";
import { bodyFor, hiddenText, type MaskWords, ownHosts, screenOnSend } from "./message-screening.ts";

/** Shown in the notification; the whole message waits in the thread. */
const PREVIEW_LENGTH = 200;

/** One thread, as the viewer may read it: contact details masked in the reader's language (issue 19 §11). */
export async function listMessages(
  db: Db,
  viewer: UserRow,
  introductionId: string,
  reader: { messages: Messages; publicUrl: string },
): Promise<ThreadMessage[]> {
  const words = { hidden: reader.messages.matching.screening.hidden, ownHosts: ownHosts(reader.publicUrl) };
  return (await listThreads(db, viewer, [introductionId], words)).get(introductionId) ?? [];
}

/** Several threads at once, by introduction, each oldest first; the caller has checked who may read them. */
export async function listThreads(
  db: Db,
  viewer: UserRow,
  introductionIds: string[],
  words: MaskWords = { hidden: hiddenText(accountLocale(viewer)), ownHosts: [] },
): Promise<Map<string, ThreadMessage[]>> {
  if (introductionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: introductionMessages.id,
      introductionId: introductionMessages.introductionId,
      authorId: introductionMessages.authorId,
      body: introductionMessages.body,
      contactKinds: introductionMessages.contactKinds,
      createdAt: introductionMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      designerId: introductions.designerId,
      status: introductions.status,
    })
    .from(introductionMessages)
    .innerJoin(users, eq(users.id, introductionMessages.authorId))
    .innerJoin(introductions, eq(introductions.id, introductionMessages.introductionId))
    .where(inArray(introductionMessages.introductionId, introductionIds))
    .orderBy(asc(introductionMessages.createdAt), asc(introductionMessages.id));
  const threads = new Map<string, ThreadMessage[]>();
  for (const row of rows) {
    const thread = threads.get(row.introductionId) ?? [];
    thread.push({
      id: row.id,
      authorId: row.authorId,
      // The thread's designer reads the homeowner as the introduction lets them (issue 18).
      authorName:
        row.designerId === viewer.id && row.authorId !== viewer.id
          ? homeownerNameFor(row, row.status)
          : displayName(row),
      mine: row.authorId === viewer.id,
      body: bodyFor(viewer, row, words),
      hiddenContact: row.contactKinds,
      createdAt: row.createdAt.toISOString(),
    });
    threads.set(row.introductionId, thread);
  }
  return threads;
}

/**
 * Adds a message to the thread and tells the other side, by mail and in the product. Before the
 * client chooses this designer, the contact details in it are recorded and hidden from the other side.
 */
export async function postMessage(
  deps: MailContext,
  author: UserRow,
  { introduction, request }: LoadedIntroduction,
  body: string,
): Promise<ThreadMessage> {
  const row = await deps.db.transaction(async (tx) => {
    // The thread is held open while the message is written: a withdrawal waits, or is seen.
    const [now] = await tx
      .select({ status: introductions.status })
      .from(introductions)
      .where(eq(introductions.id, introduction.id))
      .for("share");
    if (now?.status === "withdrawn") throw conflict((m) => m.matching.introductions.errors.withdrawn);
    if (!now || !THREAD_WRITABLE.includes(now.status))
      throw conflict((m) => m.matching.introductions.errors.threadClosed);
    const contactKinds = screenOnSend(now.status, body, deps.publicUrl);
    const [inserted] = await tx
      .insert(introductionMessages)
      .values({ introductionId: introduction.id, authorId: author.id, body, contactKinds })
      .returning();
    if (!inserted) throw new Error("Insert returned no row");
    await publishEvent(tx, {
      kind: LOGGED_KINDS.message,
      userIds: [request.clientId, introduction.designerId],
      data: { introductionId: introduction.id },
    });
    return inserted;
  });
  const fromClient = author.id === request.clientId;
  const recipientId = fromClient ? introduction.designerId : request.clientId;
  const shown = await bodyForRecipient(deps, recipientId, row);
  const preview = shown.length > PREVIEW_LENGTH ? `${shown.slice(0, PREVIEW_LENGTH)}…` : shown;
  await notify(deps, {
    userIds: [recipientId],
    facts: {
      kind: "message",
      author: fromClient ? homeownerNameFor(author, introduction.status) : displayName(author),
      preview,
    },
    link: fromClient ? `/dashboard/requests/${introduction.id}` : `/dashboard/my-forms/${request.id}`,
    requestId: request.id,
  });
  return {
    id: row.id,
    authorId: author.id,
    authorName: displayName(author),
    mine: true,
    body: row.body,
    hiddenContact: row.contactKinds,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The notice's preview hides what the thread hides, in the words of the recipient's account. */
async function bodyForRecipient(
  deps: MailContext,
  recipientId: string,
  message: { authorId: string; body: string; contactKinds: ContactKind[] },
): Promise<string> {
  if (message.contactKinds.length === 0) return message.body;
  const [recipient] = await deps.db
    .select({ id: users.id, role: users.role, locale: users.locale })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!recipient) return message.body;
  return bodyFor(recipient, message, {
    hidden: hiddenText(accountLocale(recipient)),
    ownHosts: ownHosts(deps.publicUrl),
  });
}
