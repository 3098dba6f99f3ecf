import { INTRODUCTION_MOVES, REQUEST_MOVES } from "#shared/requests/lifecycle.ts";
import type { DesignRequestRow, UserRow } from "../db/schema/index.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { forgetMessageNotices } from "../notifications/notification-inbox.ts";
import { type NotifyLog, notify } from "../notifications/notify.ts";
import { recordEvent } from "./history.ts";
import { moveRequest, moveRequestIntroductions } from "./moves.ts";

/**
 * Withdraws a request once designers are introduced and none is chosen (docs/decisions.md): the
 * request and every introduction still open are withdrawn in one transaction, and each of those
 * designers is told in their language. They keep a record of it and their proposal, no longer the
 * brief, photos or thread (issue 18).
 */
export async function withdrawRequest(
  deps: MailContext,
  actor: UserRow,
  row: DesignRequestRow,
  log?: NotifyLog,
): Promise<void> {
  const withdrawn = await deps.db.transaction(async (tx) => {
    await moveRequest(tx, row.id, REQUEST_MOVES.withdraw, (m) => m.requests.errors.notWithdrawable);
    const introductions = await moveRequestIntroductions(tx, row.id, INTRODUCTION_MOVES.withdraw);
    await forgetMessageNotices(tx, introductions);
    await recordEvent(tx, { requestId: row.id, actorId: actor.id, type: "withdrawn" });
    return introductions;
  });
  for (const introduction of withdrawn) {
    await notify(
      deps,
      {
        userIds: [introduction.designerId],
        facts: { kind: "withdrawn" },
        link: `/dashboard/requests/${introduction.id}`,
        requestId: row.id,
      },
      log,
    );
  }
}
