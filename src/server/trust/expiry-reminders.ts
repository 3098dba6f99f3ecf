import { addDays, format, parseISO } from "date-fns";
import { displayName } from "#shared/auth/display.ts";
import { hongKongToday } from "#shared/matching/business-days.ts";
import { type CredentialReminderKind, EXPIRY_REMINDER_DAYS } from "#shared/trust/constants.ts";
import { daysLeft } from "#shared/trust/credentials.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { type NotifyLog, notify, notifyAdmins } from "../notifications/notify.ts";
import { sendOnce } from "../notifications/send-once.ts";
import { verifiedExpiringBetween } from "./credentials.ts";

/** A reminder missed (the server was down that day) is still sent this many days late, never later. */
const LOOK_BACK_DAYS = 7;

export interface ExpirySweepResult {
  expiring: number;
  expired: number;
}

const day = (date: Date) => format(date, "yyyy-MM-dd");

/**
 * The daily pass over verified credentials (issue 22 §4): 30 days before the last day, and on it, the
 * designer and the admins are told, each once per credential whatever the number of processes or runs
 * (sent_reminders keys it). A renewal is a new credential, so it is reminded afresh.
 */
export async function sweepCredentialExpiry(
  deps: MailContext,
  now = new Date(),
  log?: NotifyLog,
): Promise<ExpirySweepResult> {
  const today = parseISO(hongKongToday(now));
  const due = await verifiedExpiringBetween(
    deps.db,
    day(addDays(today, -LOOK_BACK_DAYS)),
    day(addDays(today, EXPIRY_REMINDER_DAYS)),
  );
  const result: ExpirySweepResult = { expiring: 0, expired: 0 };
  for (const credential of due) {
    const left = daysLeft(credential.expiresOn, now);
    const kind: CredentialReminderKind = left <= 0 ? "credential-expired" : "credential-expiring";
    const noticeKind = left <= 0 ? "credential.expired" : "credential.expiring";
    const about = {
      designer: displayName(credential) || credential.email,
      credential: credential.kind,
      validUntil: credential.expiresOn,
    };
    const sent = await sendOnce(deps.db, kind, credential.id, async (tx) => {
      const context = { ...deps, db: tx };
      await notify(
        context,
        {
          userIds: [credential.designerId],
          facts: { kind: noticeKind, audience: "designer", ...about },
          link: "/dashboard/profile#credentials",
        },
        log,
      );
      await notifyAdmins(
        context,
        {
          facts: { kind: noticeKind, audience: "admin", ...about },
          link: "/dashboard/credentials?state=verified",
        },
        log,
      );
    });
    if (sent) result[left <= 0 ? "expired" : "expiring"] += 1;
  }
  return result;
}
