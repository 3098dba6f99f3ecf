import { describe, expect, it } from "vitest";
import { answerReminderAt, dueSoonReminderAt, introductionExpiresAt, reviewRequestAt } from "./reminders.ts";

/** A Hong Kong wall-clock time (UTC+8, no summer time). */
const hk = (local: string) => new Date(`${local}+08:00`);

describe("an introduction's reminder and expiry, in Hong Kong business days", () => {
  it("counts over a weekend", () => {
    // Friday 27 November 2026, 15:00.
    expect(answerReminderAt(hk("2026-11-27T15:00:00"))).toEqual(hk("2026-11-30T15:00:00"));
    expect(introductionExpiresAt(hk("2026-11-27T15:00:00"))).toEqual(hk("2026-12-01T15:00:00"));
  });

  it("counts from 09:00 of the next business day when made on a day off", () => {
    // Saturday 28 November 2026, noon.
    expect(answerReminderAt(hk("2026-11-28T12:00:00"))).toEqual(hk("2026-12-01T09:00:00"));
    expect(introductionExpiresAt(hk("2026-11-28T12:00:00"))).toEqual(hk("2026-12-02T09:00:00"));
  });

  it("skips Hong Kong public holidays (Christmas Day and the first weekday after it)", () => {
    // Thursday 24 December 2026; Friday 25 and Saturday 26 are general holidays, then Sunday.
    expect(answerReminderAt(hk("2026-12-24T10:00:00"))).toEqual(hk("2026-12-28T10:00:00"));
    expect(introductionExpiresAt(hk("2026-12-24T10:00:00"))).toEqual(hk("2026-12-29T10:00:00"));
  });

  it("skips the Lunar New Year holidays", () => {
    // Monday 16 February 2026; 17 to 19 February are general holidays.
    expect(answerReminderAt(hk("2026-02-16T11:30:00"))).toEqual(hk("2026-02-20T11:30:00"));
    expect(introductionExpiresAt(hk("2026-02-16T11:30:00"))).toEqual(hk("2026-02-23T11:30:00"));
  });
});

describe("the admins' reminder 4 business hours (09:00 to 18:00) before a request is due", () => {
  it("counts back within one business day", () => {
    expect(dueSoonReminderAt(hk("2026-12-02T16:30:00"))).toEqual(hk("2026-12-02T12:30:00"));
  });

  it("counts back over a weekend", () => {
    // Due Monday 30 November 11:00: 2 hours on Monday, 2 on Friday afternoon.
    expect(dueSoonReminderAt(hk("2026-11-30T11:00:00"))).toEqual(hk("2026-11-27T16:00:00"));
  });

  it("counts back over public holidays", () => {
    // Due Monday 28 December 10:00: 1 hour on Monday; 25 and 26 December are holidays, 27 a Sunday.
    expect(dueSoonReminderAt(hk("2026-12-28T10:00:00"))).toEqual(hk("2026-12-24T15:00:00"));
  });

  it("counts only business hours of a due time outside them", () => {
    expect(dueSoonReminderAt(hk("2026-12-02T22:00:00"))).toEqual(hk("2026-12-02T14:00:00"));
    expect(dueSoonReminderAt(hk("2026-12-01T08:00:00"))).toEqual(hk("2026-11-30T14:00:00"));
  });
});

describe("the request for a review", () => {
  it("comes 7 days after the project is completed", () => {
    expect(reviewRequestAt(hk("2026-12-20T18:45:00"))).toEqual(hk("2026-12-27T18:45:00"));
  });
});
