import { z } from "zod";
import { BUSINESS_DAY_END_HOUR, BUSINESS_DAY_START_HOUR } from "./business-days.ts";

/*
 * How quickly a vetted designer usually answers an introduction (issue 22 §3): the median business hours
 * from being introduced to accepting or declining, over their answers (docs/decisions.md).
 */

/** A designer's reply time is shown once this many introductions were answered: fewer say little. */
export const MIN_ANSWERS_FOR_REPLY_TIME = 5;

/** Answers older than this no longer describe how a designer works now. */
export const REPLY_TIME_WINDOW_DAYS = 365;

const BUSINESS_DAY_HOURS = BUSINESS_DAY_END_HOUR - BUSINESS_DAY_START_HOUR;

/** The phrases a reply time is shown in, fastest first, each with the most business hours it covers. */
export const REPLY_TIME_BUCKETS = [
  { bucket: "fourHours", upToHours: 4 },
  { bucket: "oneDay", upToHours: BUSINESS_DAY_HOURS },
  { bucket: "twoDays", upToHours: 2 * BUSINESS_DAY_HOURS },
] as const;
export type ReplyTimeBucket = (typeof REPLY_TIME_BUCKETS)[number]["bucket"];
export const REPLY_TIME_BUCKET_NAMES = REPLY_TIME_BUCKETS.map(({ bucket }) => bucket);

/**
 * The phrase for a median reply time over `answers` answers: none with too few answers, and none past two
 * business days (an introduction not answered by then expires, so such a median is not a promise to make).
 */
export function replyTimeBucket(medianHours: number | null, answers: number): ReplyTimeBucket | null {
  if (medianHours === null || answers < MIN_ANSWERS_FOR_REPLY_TIME) return null;
  return REPLY_TIME_BUCKETS.find(({ upToHours }) => medianHours <= upToHours)?.bucket ?? null;
}

export const replyTimeSchema = z
  .enum(REPLY_TIME_BUCKET_NAMES as [ReplyTimeBucket, ...ReplyTimeBucket[]])
  .nullable()
  .describe(
    `How quickly the designer usually answers introductions (median business hours, over at least ${MIN_ANSWERS_FOR_REPLY_TIME} answers): fourHours, oneDay or twoDays; null until there are enough answers`,
  );
