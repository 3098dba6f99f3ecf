import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type AnalyticsQuery, analyticsSearch } from "#shared/admin/analytics/query.ts";
import type { Demand } from "#shared/admin/analytics/responses.ts";
import { getJson } from "../../../app/api.ts";
import { analyticsKeys } from "../../../app/query-keys.ts";

export function demandQuery(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.chart("demand", query),
    queryFn: ({ signal }) => getJson<Demand>(`/api/admin/analytics/demand?${analyticsSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/analytics/demand for the filters in the address. */
export const useDemand = (query: AnalyticsQuery) => useQuery(demandQuery(query));
