import { describe, expect, it } from "vitest";
import { wishedFirst } from "./wished-first.ts";

const ranked = [
  { designerId: "a", score: 90, reasons: ["Specialises in Modern"] },
  { designerId: "b", score: 70, reasons: [] },
  { designerId: "c", score: 40, reasons: ["Works in Wan Chai"] },
];

describe("wishedFirst", () => {
  it("puts the designers the homeowner asked for first, in the ranking's order, with the reason first", () => {
    const ordered = wishedFirst(ranked, ["c", "b"], "Asked for by the homeowner");
    expect(ordered.map((designer) => designer.designerId)).toEqual(["b", "c", "a"]);
    expect(ordered[1]?.reasons).toEqual(["Asked for by the homeowner", "Works in Wan Chai"]);
    expect(ordered[2]?.reasons).toEqual(["Specialises in Modern"]);
  });

  it("leaves the ranking as it is without a wish, and ignores a wish for someone not ranked", () => {
    expect(wishedFirst(ranked, [], "Asked")).toEqual(ranked);
    expect(wishedFirst(ranked, ["z"], "Asked")).toEqual(ranked);
  });
});
