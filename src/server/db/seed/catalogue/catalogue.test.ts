import { describe, expect, it } from "vitest";
import { DESIGN_STYLES } from "#shared/designs/constants.ts";
import { DEMO_ACCOUNTS } from "../demo-accounts.ts";
import { DEMO_DESIGNERS, DEMO_DESIGNS, describeCatalogueCoverage } from "./index.ts";

describe("the demo catalogue", () => {
  it("covers every style and every budget band of the browse page", () => {
    const coverage = describeCatalogueCoverage();
    expect(coverage.bandsMissing).toEqual([]);
    for (const style of DESIGN_STYLES) expect(coverage.styles[style]).toBeGreaterThanOrEqual(6);
    expect(DEMO_DESIGNS.length).toBeGreaterThanOrEqual(60);
  });

  it("has 1–5 images a design, some featured, and only known designers", () => {
    const designerKeys = new Set(DEMO_DESIGNERS.map((d) => d.key));
    for (const design of DEMO_DESIGNS) {
      expect(design.images.length).toBeGreaterThanOrEqual(1);
      expect(design.images.length).toBeLessThanOrEqual(5);
      expect(designerKeys.has(design.designerKey)).toBe(true);
      expect(design.title.length).toBeGreaterThanOrEqual(3);
      expect(design.title.length).toBeLessThanOrEqual(100);
      if (design.budgetMin !== null && design.budgetMax !== null)
        expect(design.budgetMax).toBeGreaterThan(design.budgetMin);
    }
    expect(DEMO_DESIGNS.filter((d) => d.isFeatured).length).toBeGreaterThanOrEqual(6);
  });

  it("documents a designer account the README names", () => {
    expect(DEMO_DESIGNERS[0]?.email).toBe("chloe.wong@example.com");
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual(["admin", "client"]);
  });
});
