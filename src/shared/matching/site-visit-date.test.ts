import { afterEach, describe, expect, it, vi } from "vitest";
import { proposalSchema } from "./introductions.ts";

const proposal = {
  feeType: "fixed",
  feeMin: 80_000,
  feeMax: null,
  scopeItems: ["Site measurement"],
  scopeNotes: "",
  timelineWeeks: 8,
  note: "",
};

const siteVisitErrors = (earliestSiteVisit: string) =>
  (proposalSchema().safeParse({ ...proposal, earliestSiteVisit }).error?.issues ?? [])
    .filter((issue) => issue.path[0] === "earliestSiteVisit")
    .map((issue) => issue.message);

describe("the earliest site visit", () => {
  afterEach(() => vi.useRealTimers());

  it("is today or later by the Hong Kong calendar, wherever the reader's clock is", () => {
    // 01:30 on 27 November in Hong Kong, still the 26th in UTC (and in London).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T17:30:00Z") });
    expect(siteVisitErrors("2026-11-26")).toEqual(["The site visit cannot be in the past"]);
    expect(siteVisitErrors("2026-11-27")).toEqual([]);
    expect(siteVisitErrors("2027-01-04")).toEqual([]);
  });
});
