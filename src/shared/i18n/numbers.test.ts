import { describe, expect, it } from "vitest";
import { groupedInteger } from "./numbers.ts";

describe("grouped whole numbers", () => {
  it("read as both languages' number formatting writes them", () => {
    const values = [
      0, 7, 999, 1_000, 12_345, 380_000, 1_000_000, 3_000_001, 123_456_789, -1, -4_500, 2_500.4, 2_500.5,
    ];
    for (const value of values) {
      const expected = Math.round(value).toLocaleString("en-US");
      expect(groupedInteger(value)).toBe(expected);
      expect(groupedInteger(value)).toBe(Math.round(value).toLocaleString("zh-HK"));
    }
  });
});
