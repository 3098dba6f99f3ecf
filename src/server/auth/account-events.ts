import type { SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbExecutor } from "../db/client.ts";
import { accountEvents } from "../db/schema/index.ts";

/** What happened to an account's security. */
export type AccountEventKind =
  | "signed-in"
  | "second-factor-enabled"
  | "second-factor-removed"
  | "recovery-code-used"
  | "recovery-codes-regenerated"
  | "second-factor-reset";

export interface AccountEvent {
  userId: string;
  /** Someone other than the owner who made the change (an admin's reset). */
  actorId?: string | null;
  kind: AccountEventKind;
  userAgent?: string | undefined;
  /** Facts only, never a secret (e.g. `{ method: "totp" }`). */
  detail?: Record<string, unknown>;
}

/**
 * The INSERT that keeps `event` with the account, for a statement that writes it beside another; `detail`
 * may be computed by that statement (a sign-in's: sign-in-notes.ts).
 */
export function insertAccountEvent(
  db: DbExecutor,
  event: AccountEvent,
  detail: SQL | Record<string, unknown> | null = event.detail ?? null,
) {
  return db.insert(accountEvents).values({
    userId: event.userId,
    actorId: event.actorId ?? null,
    kind: event.kind,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    detail,
  });
}

/** Puts the event in the log (for operations), once it is kept. */
export function logAccountEvent(log: FastifyBaseLogger, event: AccountEvent): void {
  log.info(
    { accountEvent: event.kind, userId: event.userId, actorId: event.actorId ?? undefined, ...event.detail },
    `account security: ${event.kind}`,
  );
}

/** Keeps the event with the account (for its owner and the admins) and in the log (for operations). */
export async function recordAccountEvent(
  db: DbExecutor,
  log: FastifyBaseLogger,
  event: AccountEvent,
): Promise<void> {
  await insertAccountEvent(db, event);
  logAccountEvent(log, event);
}
