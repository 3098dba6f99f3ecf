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

/** Keeps the event with the account (for its owner and the admins) and in the log (for operations). */
export async function recordAccountEvent(
  db: DbExecutor,
  log: FastifyBaseLogger,
  event: AccountEvent,
): Promise<void> {
  await db.insert(accountEvents).values({
    userId: event.userId,
    actorId: event.actorId ?? null,
    kind: event.kind,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    detail: event.detail ?? null,
  });
  log.info(
    { accountEvent: event.kind, userId: event.userId, actorId: event.actorId ?? undefined, ...event.detail },
    `account security: ${event.kind}`,
  );
}
