import { BUDGET_BANDS, DESIGN_STYLES } from "#shared/designs/constants.ts";
import type { DemoDesign } from "./types.ts";

export interface CatalogueCoverage {
  /** Number of designs carrying each style (every style listed, zero included). */
  styles: Record<string, number>;
  /** Ids of the browse page's budget bands (e.g. "100000-200000", "3000000-") no design's minimum falls in. */
  bandsMissing: string[];
}

/** How well a catalogue exercises the browse filters: designs per style and budget bands left empty. */
export function computeCatalogueCoverage(designs: readonly DemoDesign[]): CatalogueCoverage {
  const styles: Record<string, number> = {};
  for (const style of DESIGN_STYLES) styles[style] = 0;
  for (const design of designs) {
    for (const style of design.styles) styles[style] = (styles[style] ?? 0) + 1;
  }
  const bandsMissing = BUDGET_BANDS.filter(
    (band) =>
      !designs.some(
        ({ budgetMin }) =>
          budgetMin !== null && budgetMin >= band.min && (band.max === null || budgetMin < band.max),
      ),
  ).map((band) => band.id);
  return { styles, bandsMissing };
}
