import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Messages } from "#shared/i18n/index.ts";
import { noticeFactsSchema, noticeText } from "#shared/matching/notices.ts";
import {
  NOTIFICATION_LIST_LIMIT,
  type NotificationItem,
  type NotificationList,
} from "#shared/matching/notifications.ts";
import type { Db, DbExecutor } from "../db/client.ts";
import { notifications } from "../db/schema/index.ts";
import { announceBellChange } from "./bell-event.ts";

/** In the reader's language; rows written before notices were kept as facts show the words they were sent in. */
function toNotification(row: typeof notifications.$inferSelect, messages: Messages): NotificationItem {
  const facts = noticeFactsSchema.safeParse(row.facts);
  const { title, body } = facts.success ? noticeText(facts.data, messages) : row;
  return {
    id: row.id,
    kind: row.kind,
    title,
    body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every notification of a user, newest first (their data export). */
export async function listAllNotifications(
  db: Db,
  userId: string,
  messages: Messages,
): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map((row) => toNotification(row, messages));
}

/** A user's newest notifications and how many of all theirs are unread. */
export async function listNotifications(
  db: Db,
  userId: string,
  messages: Messages,
): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map((row) => toNotification(row, messages)),
    unread: unread?.n ?? 0,
  };
}

/**
 * Marks a user's notifications read: the named ones, those about one request (the reader opened
 * it), or all when neither is given; others' stay as they are.
 */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  { ids, requestId }: { ids?: string[] | undefined; requestId?: string | undefined } = {},
): Promise<void> {
  if (ids?.length === 0) return;
  const read = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
        requestId ? eq(notifications.requestId, requestId) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  // The user's other tabs show the same count.
  if (read.length > 0) await announceBellChange(db, [userId]);
}

/**
 * A designer passed over or withdrawn from no longer reads the homeowner's messages (issue 18), so
 * the notices quoting them leave their bell too: those of their own linking to a closed introduction.
 */
export async function forgetMessageNotices(
  db: DbExecutor,
  closed: readonly { id: string; designerId: string }[],
): Promise<void> {
  for (const introduction of closed) {
    await db
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, introduction.designerId),
          eq(notifications.kind, "message"),
          eq(notifications.link, `/dashboard/requests/${introduction.id}`),
        ),
      );
  }
}
