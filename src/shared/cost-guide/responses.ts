import { z } from "zod";
import { COST_GUIDE_DIMENSIONS, COST_GUIDE_METRICS } from "./rules.ts";

const perSquareFoot = () => z.number().int().nonnegative().describe("Whole HK$ per square foot");

/**
 * One published cell: its quartiles over the homeowners behind it, never a minimum, a maximum or
 * anything of one request, so no figure leads back to a home.
 */
export const costGuideCellSchema = z
  .object({
    metric: z.enum(COST_GUIDE_METRICS),
    dimension: z.enum(COST_GUIDE_DIMENSIONS),
    key: z.string().describe("The property type, project type or district group; 'all' for everything"),
    requests: z
      .number()
      .int()
      .describe("Independent requests (distinct homeowners) behind the figures; never fewer than 5"),
    p25: perSquareFoot(),
    median: perSquareFoot(),
    p75: perSquareFoot(),
  })
  .meta({ id: "CostGuideCell" });

export const costGuideSchema = z
  .object({
    refreshedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe("When the figures were last computed; null before the first time"),
    minRequests: z.number().int().describe("A cell with fewer independent requests is not published"),
    cells: z.array(costGuideCellSchema),
  })
  .meta({
    id: "CostGuide",
    description: "What interior design costs in Hong Kong, from the platform's requests",
  });

export type CostGuideCell = z.infer<typeof costGuideCellSchema>;
export type CostGuide = z.infer<typeof costGuideSchema>;
