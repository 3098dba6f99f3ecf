import { asc, eq, inArray } from "drizzle-orm";
import { displayName, homeownerNameFor } from "#shared/auth/display.ts";
import type { ThreadMessage } from "#shared/matching/introductions.ts";
import { THREAD_WRITABLE } from "#shared/requests/lifecycle.ts";
import type { Db } from "../db/client.ts";
import { introductionMessages, introductions, type UserRow, users } from "../db/schema/index.ts";
import { conflict } from "../lib/http-errors.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { notify } from "../notifications/notify.ts";
import type { LoadedIntroduction } from "./introduction-policy.ts";

/** Shown in the notification; the whole message waits in the thread. */
const PREVIEW_LENGTH = 200;

export async function listMessages(
  db: Db,
  viewer: UserRow,
  introductionId: string,
): Promise<ThreadMessage[]> {
  return (await listThreads(db, viewer, [introductionId])).get(introductionId) ?? [];
}

/** Several threads at once, by introduction, each oldest first; the caller has checked who may read them. */
export async function listThreads(
  db: Db,
  viewer: UserRow,
  introductionIds: string[],
): Promise<Map<string, ThreadMessage[]>> {
  if (introductionIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: introductionMessages.id,
      introductionId: introductionMessages.introductionId,
      authorId: introductionMessages.authorId,
      body: introductionMessages.body,
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
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    });
    threads.set(row.introductionId, thread);
  }
  return threads;
}

/** Adds a message to the thread and tells the other side, by mail and in the product. */
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
    const [inserted] = await tx
      .insert(introductionMessages)
      .values({ introductionId: introduction.id, authorId: author.id, body })
      .returning();
    if (!inserted) throw new Error("Insert returned no row");
    return inserted;
  });
  const fromClient = author.id === request.clientId;
  const preview = body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH)}…` : body;
  await notify(deps, {
    userIds: [fromClient ? introduction.designerId : request.clientId],
    facts: {
      kind: "message",
      author: fromClient ? homeownerNameFor(author, introduction.status) : displayName(author),
      preview,
    },
    link: fromClient ? `/dashboard/requests/${introduction.id}` : `/dashboard/my-forms/${request.id}`,
  });
  return {
    id: row.id,
    authorId: author.id,
    authorName: displayName(author),
    mine: true,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}
    requestId: request.id,
