import { computeCatalogueCoverage } from "./coverage.ts";
import { DESIGNS_CHLOE_WONG } from "./designs-1.ts";
import { DESIGNS_MARCUS_LEUNG } from "./designs-2.ts";
import { DESIGNS_HANA_TSANG } from "./designs-3.ts";
import { DESIGNS_ERIC_CHAN } from "./designs-4.ts";
import { DESIGNS_VIVIAN_LAU } from "./designs-5.ts";
import { DESIGNS_JASON_HO } from "./designs-6.ts";
import type { DemoDesign } from "./types.ts";

export type { CatalogueCoverage } from "./coverage.ts";
export { DEMO_DESIGNERS } from "./designers.ts";
export type { DemoDesign, DemoDesigner, DemoDesignImage, RoomKind } from "./types.ts";

/** The deterministic demo catalogue, grouped by designer in the order of DEMO_DESIGNERS. */
export const DEMO_DESIGNS: readonly DemoDesign[] = [
  ...DESIGNS_CHLOE_WONG,
  ...DESIGNS_MARCUS_LEUNG,
  ...DESIGNS_HANA_TSANG,
  ...DESIGNS_ERIC_CHAN,
  ...DESIGNS_VIVIAN_LAU,
  ...DESIGNS_JASON_HO,
];

/** Designs per style and the browse page's budget bands the demo catalogue leaves empty. */
export function describeCatalogueCoverage(): { styles: Record<string, number>; bandsMissing: string[] } {
  return computeCatalogueCoverage(DEMO_DESIGNS);
}
