import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ThreadMessage } from "#shared/matching/introductions.ts";
import { getJson } from "../../app/api.ts";
import { introductionKeys } from "../../app/query-keys.ts";

/** GET /api/introductions/:id/messages. Threads change while the page is open: read again every 15 s. */
export const threadQuery = (introductionId: string) =>
  queryOptions({
    queryKey: introductionKeys.thread(introductionId),
    queryFn: ({ signal }) =>
      getJson<ThreadMessage[]>(`/api/introductions/${encodeURIComponent(introductionId)}/messages`, signal),
    refetchInterval: 15_000,
    staleTime: 0,
  });

export const useThread = (introductionId: string) => useQuery(threadQuery(introductionId));
