import { addDays } from "date-fns";
import { businessHoursBefore, countingStart, nextBusinessDay } from "./business-days.ts";

/*
 * Promises the system keeps by itself (issue 21 §3), each a moment computed from a row's own times in
 * Hong Kong business time; the sweep (server/matching/reminders.ts) acts once on each when it is due.
 */

/** Admins are reminded of a request not yet introduced this many business hours before it is due. */
export const DUE_SOON_BUSINESS_HOURS = 4;
/** A designer who has not answered an introduction is reminded after this many business days. */
export const ANSWER_REMINDER_BUSINESS_DAYS = 1;
/** An introduction unanswered this many business days expires. */
export const INTRODUCTION_EXPIRY_BUSINESS_DAYS = 2;
/** The homeowner is asked for a review this many (calendar) days after the project is completed. */
export const REVIEW_REQUEST_DAYS = 7;

/** What the system acts on once per subject (the key of sent_reminders). */
export const REMINDER_KINDS = ["due-soon", "answer-reminder", "review-request"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const businessDaysAfter = (start: Date, days: number) => {
  let at = countingStart(start);
  for (let n = 0; n < days; n += 1) at = nextBusinessDay(at);
  return at;
};

/** When the admins are reminded of a request due at `dueAt` that still has no introduction. */
export const dueSoonReminderAt = (dueAt: Date) => businessHoursBefore(dueAt, DUE_SOON_BUSINESS_HOURS);

/** When a designer introduced at `introducedAt` who has not answered is reminded. */
export const answerReminderAt = (introducedAt: Date) =>
  businessDaysAfter(introducedAt, ANSWER_REMINDER_BUSINESS_DAYS);

/** When an introduction made at `introducedAt` that is still unanswered expires. */
export const introductionExpiresAt = (introducedAt: Date) =>
  businessDaysAfter(introducedAt, INTRODUCTION_EXPIRY_BUSINESS_DAYS);

/** When the homeowner of a project completed at `completedAt` is asked for a review. */
export const reviewRequestAt = (completedAt: Date) => addDays(completedAt, REVIEW_REQUEST_DAYS);
