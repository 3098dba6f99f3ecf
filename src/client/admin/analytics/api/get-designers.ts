import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type AnalyticsQuery, analyticsSearch } from "#shared/admin/analytics/query.ts";
import type { DesignerStats } from "#shared/admin/analytics/responses.ts";
import { getJson } from "../../../app/api.ts";
import { analyticsKeys } from "../../../app/query-keys.ts";

export function designerStatsQuery(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.chart("designers", query),
    queryFn: ({ signal }) =>
      getJson<DesignerStats>(`/api/admin/analytics/designers?${analyticsSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/analytics/designers for the filters in the address. */
export const useDesignerStats = (query: AnalyticsQuery) => useQuery(designerStatsQuery(query));
