import type { Db } from "../db/client.ts";
import { sentReminders } from "../db/schema/index.ts";

/**
 * Sends a reminder of `kind` about `subjectId` once: the key is written in the same transaction as the
 * notices and their queued mail, so of two processes (or a retry after a crash) only one ever sends it.
 */
export async function sendOnce(
  db: Db,
  kind: string,
  subjectId: string,
  send: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sentReminders)
      .values({ kind, subjectId })
      .onConflictDoNothing()
      .returning({ kind: sentReminders.kind });
    if (!claimed) return false;
    await send(tx);
    return true;
  });
}
