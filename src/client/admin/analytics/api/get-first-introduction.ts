import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type AnalyticsQuery, analyticsSearch } from "#shared/admin/analytics/query.ts";
import type { FirstIntroduction } from "#shared/admin/analytics/responses.ts";
import { getJson } from "../../../app/api.ts";
import { analyticsKeys } from "../../../app/query-keys.ts";

export function firstIntroductionQuery(query: AnalyticsQuery) {
  return queryOptions({
    queryKey: analyticsKeys.chart("first-introduction", query),
    queryFn: ({ signal }) =>
      getJson<FirstIntroduction>(`/api/admin/analytics/first-introduction?${analyticsSearch(query)}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/analytics/first-introduction for the filters in the address. */
export const useFirstIntroduction = (query: AnalyticsQuery) => useQuery(firstIntroductionQuery(query));
