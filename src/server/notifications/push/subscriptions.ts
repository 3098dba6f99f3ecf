import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps a browser's subscription for the signed-in session. A browser has one endpoint: opting in again,
 * or as another account after signing out there, moves the row rather than doubling it.
 */
export async function saveSubscription(
  db: Db,
  owner: { userId: string; sessionId: string },
  { endpoint, keys }: BrowserSubscription,
): Promise<void> {
  const row = { ...owner, endpoint, p256dh: keys.p256dh, auth: keys.auth };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: new Date() } });
}

/** Forgets the caller's own subscription at `endpoint`; another account's is left alone. */
export async function removeSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The account's push devices for its data export: the push service and since when, never the keys. */
export async function listPushDevices(
  db: Db,
  userId: string,
): Promise<{ pushService: string; subscribedAt: string }[]> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt));
  return rows.map((row) => ({
    pushService: new URL(row.endpoint).host,
    subscribedAt: row.createdAt.toISOString(),
  }));
}
