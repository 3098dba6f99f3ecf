import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Introduction } from "#shared/matching/introductions.ts";
import { apiRequest } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";

/** POST /api/forms/:id/introductions: the request becomes 'matched', so its lists and views change. */
export function useSendIntroductions(
  requestId: string,
  outcome: { onDone: (count: number) => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (designerIds: string[]) =>
      (await (
        await apiRequest("POST", `/api/forms/${encodeURIComponent(requestId)}/introductions`, { designerIds })
      ).json()) as { introductions: Introduction[] },
    onSuccess: (_answer, designerIds) => outcome.onDone(designerIds.length),
    onError: outcome.onFailed,
    onSettled: () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
        refreshQueries(queryClient, { queryKey: requestKeys.detail(requestId) }),
      ]),
  });
}
