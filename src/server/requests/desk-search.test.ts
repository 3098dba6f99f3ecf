import { describe, expect, it } from "vitest";
import { valuesNamedBy } from "./desk-search.ts";

describe("the list values a desk search names", () => {
  it.each([
    ["commercial space", { propertyTypes: ["Commercial"], projectTypes: [], styles: [] }],
    ["COMMERCIAL", { propertyTypes: ["Commercial"], projectTypes: [], styles: [] }],
    ["翻新", { propertyTypes: [], projectTypes: ["Renovation"], styles: [] }],
    // "Not Sure" reads "Designer to recommend" (未決定（由設計師建議）) on the desk.
    [
      "design",
      {
        propertyTypes: [],
        projectTypes: ["Full Design", "Partial Design", "New Design"],
        styles: ["Not Sure"],
      },
    ],
    [
      "設計",
      {
        propertyTypes: [],
        projectTypes: ["Full Design", "Partial Design", "New Design"],
        styles: ["Not Sure"],
      },
    ],
    ["北歐", { propertyTypes: [], projectTypes: [], styles: ["Scandinavian"] }],
    ["recommend", { propertyTypes: [], projectTypes: [], styles: ["Not Sure"] }],
    ["ho", { propertyTypes: ["House", "Townhouse"], projectTypes: [], styles: [] }],
    ["tai man", { propertyTypes: [], projectTypes: [], styles: [] }],
  ])("%s", (query, expected) => {
    expect(valuesNamedBy(query)).toEqual(expected);
  });
});
