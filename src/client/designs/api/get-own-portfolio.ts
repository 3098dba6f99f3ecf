import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { getJson } from "../../app/api.ts";
import { designKeys } from "../../app/query-keys.ts";

/** GET /api/designer/portfolio. Spec 2 §7: the signed-in designer's own items, newest first. */
export const designerPortfolioQuery = queryOptions({
  queryKey: designKeys.own(),
  queryFn: ({ signal }) => getJson<Design[]>("/api/designer/portfolio", signal),
});

export const useDesignerPortfolio = () => useQuery(designerPortfolioQuery);
