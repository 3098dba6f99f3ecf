import { describe, expect, it } from "vitest";
import { readAnalyticsFilters } from "./use-analytics-filters.ts";

describe("readAnalyticsFilters", () => {
  it("keeps every valid filter of the address and drops what the server would refuse", () => {
    expect(readAnalyticsFilters(new URLSearchParams("district=Sha+Tin&from=2026-01-01&lang=zh-HK"))).toEqual({
      district: "Sha Tin",
      from: "2026-01-01",
    });
    expect(
      readAnalyticsFilters(new URLSearchParams("district=Atlantis&propertyType=House&to=2026-02-30")),
    ).toEqual({
      propertyType: "House",
    });
    expect(readAnalyticsFilters(new URLSearchParams("from=2026-03-01&to=2026-02-01&district=North"))).toEqual(
      {
        district: "North",
      },
    );
  });
});
