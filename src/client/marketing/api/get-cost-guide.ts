import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CostGuide } from "#shared/cost-guide/responses.ts";
import { getJson } from "../../app/api.ts";
import { siteKeys } from "../../app/query-keys.ts";

/** The published cost guide; it changes once a day, so a page keeps it for five minutes. */
export const costGuideQuery = queryOptions({
  queryKey: siteKeys.costGuide(),
  queryFn: ({ signal }) => getJson<CostGuide>("/api/cost-guide", signal),
  staleTime: 5 * 60_000,
});

export const useCostGuide = () => useQuery(costGuideQuery);
