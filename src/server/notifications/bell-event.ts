import { LOGGED_KINDS } from "#shared/live/events.ts";
import type { DbExecutor } from "../db/client.ts";
import { publishEvent } from "../lib/events/publish.ts";

/** Tells these users' live streams that their bell changed (issue 21); each is sent its own list. */
export async function announceBellChange(db: DbExecutor, userIds: readonly string[]): Promise<void> {
  await publishEvent(db, { kind: LOGGED_KINDS.notification, userIds });
}
