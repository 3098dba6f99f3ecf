import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DueList } from "#shared/matching/due.ts";
import { getQueryFn } from "../../app/api.ts";

/** Due times move with the clock: the card refreshes every minute while it is shown. */
export function dueRequestsQuery(limit: number) {
  return queryOptions({
    queryKey: [`/api/forms/due?limit=${limit}`],
    queryFn: getQueryFn<DueList>({ on401: "throw" }),
    staleTime: 0,
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}

export const useDueRequests = (limit: number) => useQuery(dueRequestsQuery(limit));
