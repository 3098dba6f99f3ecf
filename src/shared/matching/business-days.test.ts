import { describe, expect, it } from "vitest";
import {
  businessHoursBetween,
  countingStart,
  dueAt,
  isBusinessDay,
  nextBusinessDay,
} from "./business-days.ts";
import { HK_GENERAL_HOLIDAYS } from "./hk-holidays.ts";

/** A Hong Kong wall-clock time (UTC+8, no daylight saving) as an instant. */
const hk = (local: string) => new Date(`${local}+08:00`);

describe("isBusinessDay", () => {
  it("skips weekends and general holidays, by the Hong Kong calendar day", () => {
    expect(isBusinessDay(hk("2026-03-09T10:00:00"))).toBe(true); // Monday
    expect(isBusinessDay(hk("2026-03-07T10:00:00"))).toBe(false); // Saturday
    expect(isBusinessDay(hk("2026-03-08T10:00:00"))).toBe(false); // Sunday
    expect(isBusinessDay(hk("2026-02-17T10:00:00"))).toBe(false); // Lunar New Year's Day
    expect(isBusinessDay(hk("2026-12-25T10:00:00"))).toBe(false); // Christmas Day
  });

  it("reads the day in Hong Kong, not in UTC", () => {
    // 00:30 on Monday 2 March in Hong Kong is still Sunday in UTC.
    expect(isBusinessDay(hk("2026-03-02T00:30:00"))).toBe(true);
    // 07:30 on Saturday 7 March in Hong Kong is still Friday in UTC.
    expect(isBusinessDay(hk("2026-03-07T07:30:00"))).toBe(false);
  });
});

describe("the holiday table", () => {
  it("holds this year and the next, 17 general holidays each, none a Sunday", () => {
    for (const year of [2026, 2027]) {
      const days = HK_GENERAL_HOLIDAYS[year] ?? [];
      expect(days).toHaveLength(17);
      for (const day of days) {
        expect(day.startsWith(`${year}-`)).toBe(true);
        expect(new Date(`${day}T12:00:00+08:00`).getUTCDay()).not.toBe(0);
      }
    }
  });
});

describe("dueAt", () => {
  it("is the same Hong Kong time two business days later within a week", () => {
    expect(dueAt(hk("2026-03-09T14:20:00"))).toEqual(hk("2026-03-11T14:20:00")); // Mon → Wed
    expect(dueAt(hk("2026-03-11T09:05:00"))).toEqual(hk("2026-03-13T09:05:00")); // Wed → Fri
  });

  it("skips the weekend", () => {
    expect(dueAt(hk("2026-03-12T16:00:00"))).toEqual(hk("2026-03-16T16:00:00")); // Thu → Mon
    expect(dueAt(hk("2026-03-13T10:00:00"))).toEqual(hk("2026-03-17T10:00:00")); // Fri → Tue
  });

  it("counts a request at 23:59 on a Friday in Hong Kong from that Friday", () => {
    // 15:59 UTC: still Friday in Hong Kong, so Monday and Tuesday are the two business days.
    expect(dueAt(hk("2026-03-13T23:59:00"))).toEqual(hk("2026-03-17T23:59:00"));
  });

  it("counts a weekend request from 09:00 of the next business day", () => {
    expect(countingStart(hk("2026-03-14T11:00:00"))).toEqual(hk("2026-03-16T09:00:00"));
    expect(dueAt(hk("2026-03-14T11:00:00"))).toEqual(hk("2026-03-18T09:00:00")); // Sat → Wed 09:00
    expect(dueAt(hk("2026-03-15T23:59:00"))).toEqual(hk("2026-03-18T09:00:00")); // Sun → Wed 09:00
    // 00:10 on Saturday in Hong Kong is Friday in UTC; Hong Kong's day decides.
    expect(dueAt(hk("2026-03-14T00:10:00"))).toEqual(hk("2026-03-18T09:00:00"));
  });

  it("skips the Lunar New Year holidays of 2026", () => {
    // Mon 16 Feb; Tue 17 – Thu 19 Feb are holidays: Fri 20 and Mon 23 count.
    expect(dueAt(hk("2026-02-16T10:00:00"))).toEqual(hk("2026-02-23T10:00:00"));
    // A request on Lunar New Year's Day counts from Fri 20 Feb 09:00.
    expect(dueAt(hk("2026-02-17T15:00:00"))).toEqual(hk("2026-02-24T09:00:00"));
    // Fri 13 Feb: Mon 16 counts, then the holidays, then Fri 20.
    expect(dueAt(hk("2026-02-13T17:30:00"))).toEqual(hk("2026-02-20T17:30:00"));
  });

  it("skips a holiday Monday", () => {
    // Mon 25 May 2026 (the day following the Buddha's Birthday): Fri 22 → Tue 26 → Wed 27.
    expect(dueAt(hk("2026-05-22T12:00:00"))).toEqual(hk("2026-05-27T12:00:00"));
    // Mon 19 Oct 2026 (the day following Chung Yeung), submitted on that Monday.
    expect(dueAt(hk("2026-10-19T08:00:00"))).toEqual(hk("2026-10-22T09:00:00"));
  });

  it("crosses Easter with Ching Ming in 2026", () => {
    // Thu 2 Apr; Fri 3, Sat 4, Mon 6 and Tue 7 April are holidays: Wed 8 and Thu 9 count.
    expect(dueAt(hk("2026-04-02T11:00:00"))).toEqual(hk("2026-04-09T11:00:00"));
  });

  it("crosses the year end", () => {
    // Thu 24 Dec 2026; Fri 25 and Sat 26 Dec are holidays: Mon 28 and Tue 29 count.
    expect(dueAt(hk("2026-12-24T18:00:00"))).toEqual(hk("2026-12-29T18:00:00"));
    // Wed 30 Dec 2026: Thu 31 Dec, then 1 Jan 2027 is a holiday, then Mon 4 Jan 2027.
    expect(dueAt(hk("2026-12-30T09:30:00"))).toEqual(hk("2027-01-04T09:30:00"));
    // Fri 24 Dec 2027; Christmas on Saturday moves the weekday holiday to Mon 27 Dec.
    expect(dueAt(hk("2027-12-24T10:00:00"))).toEqual(hk("2027-12-29T10:00:00"));
  });

  it("is always later than the submission and lands on a business day", () => {
    for (let hour = 0; hour < 24 * 60; hour += 7) {
      const submitted = new Date(hk("2026-01-01T00:00:00").getTime() + hour * 3_600_000);
      const due = dueAt(submitted);
      expect(due.getTime()).toBeGreaterThan(submitted.getTime());
      expect(isBusinessDay(due)).toBe(true);
    }
  });
});

describe("nextBusinessDay", () => {
  it("keeps the Hong Kong clock time", () => {
    expect(nextBusinessDay(hk("2026-07-03T08:15:00"))).toEqual(hk("2026-07-06T08:15:00"));
  });
});

describe("businessHoursBetween", () => {
  const hk = (local: string) => new Date(`${local}+08:00`);

  it("counts the part of one business day that lies between the two moments", () => {
    expect(businessHoursBetween(hk("2026-11-26T10:30:00"), hk("2026-11-26T15:00:00"))).toBe(4.5);
  });

  it("counts nothing before opening or after closing", () => {
    expect(businessHoursBetween(hk("2026-11-26T06:00:00"), hk("2026-11-26T09:00:00"))).toBe(0);
    expect(businessHoursBetween(hk("2026-11-26T18:00:00"), hk("2026-11-26T23:59:00"))).toBe(0);
    expect(businessHoursBetween(hk("2026-11-26T17:00:00"), hk("2026-11-27T10:00:00"))).toBe(2);
  });

  it("skips the weekend: Friday 17:00 to Monday 10:00 is two hours", () => {
    expect(businessHoursBetween(hk("2026-11-27T17:00:00"), hk("2026-11-30T10:00:00"))).toBe(2);
  });

  it("skips Christmas and the first weekday after it, and the weekend between", () => {
    // Thursday 24 December 2026 16:00 to Monday 28 December 11:00: 2 hours on the 24th, 2 on the 28th.
    expect(businessHoursBetween(hk("2026-12-24T16:00:00"), hk("2026-12-28T11:00:00"))).toBe(4);
  });

  it("skips the three days of Lunar New Year", () => {
    // Monday 16 February 2026 counts; 17 to 19 February are holidays; Friday 20 counts again.
    expect(businessHoursBetween(hk("2026-02-16T09:00:00"), hk("2026-02-20T18:00:00"))).toBe(18);
  });

  it("counts a full week as 45 hours and is 0 when the end is not after the start", () => {
    expect(businessHoursBetween(hk("2026-11-23T00:00:00"), hk("2026-11-30T00:00:00"))).toBe(45);
    expect(businessHoursBetween(hk("2026-11-26T15:00:00"), hk("2026-11-26T10:00:00"))).toBe(0);
  });

  it("reads the clock in Hong Kong whatever zone the moments are written in", () => {
    expect(businessHoursBetween(new Date("2026-11-26T01:00:00Z"), new Date("2026-11-26T03:00:00Z"))).toBe(2);
  });
});
