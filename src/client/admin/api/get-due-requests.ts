import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DueList } from "#shared/matching/due.ts";
import { getJson } from "../../app/api.ts";
import { usePollUnlessLive } from "../../app/live/live-state.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** Without the live stream (which tells the desk of every request's change), the list is read this often. */
const POLL_MS = 60_000;

/** GET /api/forms/due. */
export function dueRequestsQuery(limit: number) {
  return queryOptions({
    queryKey: requestKeys.due(limit),
    queryFn: ({ signal }) => getJson<DueList>(`/api/forms/due?limit=${limit}`, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useDueRequests = (limit: number) =>
  useQuery({ ...dueRequestsQuery(limit), refetchInterval: usePollUnlessLive(POLL_MS) });
