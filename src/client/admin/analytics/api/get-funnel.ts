import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type AnalyticsQuery, analyticsSearch } from "#shared/admin/analytics/query.ts";
import type { Funnel } from "#shared/admin/analytics/responses.ts";
import { getJson } from "../../../app/api.ts";
import { analyticsKeys } from "../../../app/query-keys.ts";

export function funnelQuery(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.chart("funnel", query),
    queryFn: ({ signal }) => getJson<Funnel>(`/api/admin/analytics/funnel?${analyticsSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/analytics/funnel for the filters in the address. */
export const useFunnel = (query: AnalyticsQuery) => useQuery(funnelQuery(query));
