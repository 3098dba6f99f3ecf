import { LOGGED_KINDS } from "#shared/live/events.ts";
import type { DbExecutor } from "../db/client.ts";
import { publishEvent } from "../lib/events/publish.ts";

/**
 * Tells every server process that these sessions ended, so their live streams close at once wherever
 * they are held (issue 21). In a transaction, only if it commits.
 */
export async function announceSignOut(
  db: DbExecutor,
  ended: readonly { id: string; userId: string }[],
): Promise<void> {
  if (ended.length === 0) return;
  await publishEvent(db, {
    kind: LOGGED_KINDS.signedOut,
    userIds: ended.map((session) => session.userId),
    data: { sessionIds: ended.map((session) => session.id) },
  });
}

/** The same for every session of a deleted account (its sessions went with it, by cascade). */
export async function announceAccountGone(db: DbExecutor, userId: string): Promise<void> {
  await publishEvent(db, { kind: LOGGED_KINDS.signedOut, userIds: [userId] });
}
