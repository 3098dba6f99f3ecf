import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DueList } from "#shared/matching/due.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** GET /api/forms/due. Due times move with the clock: the card refreshes every minute while it is shown. */
export function dueRequestsQuery(limit: number) {
  return queryOptions({
    queryKey: requestKeys.due(limit),
    queryFn: ({ signal }) => getJson<DueList>(`/api/forms/due?limit=${limit}`, signal),
    staleTime: 0,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export const useDueRequests = (limit: number) => useQuery(dueRequestsQuery(limit));
