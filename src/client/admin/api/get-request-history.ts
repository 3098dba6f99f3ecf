import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestEvent } from "#shared/matching/introductions.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

/** GET /api/forms/:id/history: every step of a request, who took it and when. */
export const requestHistoryQuery = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.history(requestId),
    queryFn: ({ signal }) =>
      getJson<RequestEvent[]>(`/api/forms/${encodeURIComponent(requestId)}/history`, signal),
  });

export const useRequestHistory = (requestId: string) => useQuery(requestHistoryQuery(requestId));
