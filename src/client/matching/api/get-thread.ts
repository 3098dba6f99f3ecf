import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ThreadMessage } from "#shared/matching/introductions.ts";
import { getJson } from "../../app/api.ts";
import { usePollUnlessLive } from "../../app/live/live-state.ts";
import { introductionKeys } from "../../app/query-keys.ts";

/** Without the live stream (which sends each thread as it changes), a thread open on screen is read this often. */
const POLL_MS = 30_000;

/** GET /api/introductions/:id/messages. */
export const threadQuery = (introductionId: string) =>
  queryOptions({
    queryKey: introductionKeys.thread(introductionId),
    queryFn: ({ signal }) =>
      getJson<ThreadMessage[]>(`/api/introductions/${encodeURIComponent(introductionId)}/messages`, signal),
    staleTime: 0,
  });

export const useThread = (introductionId: string) =>
  useQuery({ ...threadQuery(introductionId), refetchInterval: usePollUnlessLive(POLL_MS) });
