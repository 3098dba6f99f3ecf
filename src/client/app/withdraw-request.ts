import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "./api.ts";
import { introductionKeys, requestKeys } from "./query-keys.ts";
import { refreshQueries } from "./refresh-queries.ts";

/**
 * POST /api/forms/:id/withdraw: a matched request is withdrawn instead of deleted; its introduced
 * designers are told and keep a read-only record. Its lists, its views and the introductions change.
 * The outcome is reported from the mutation: the button that started it is gone once the request is withdrawn.
 */
export function useWithdrawRequest(outcome: { onDone: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: outcome.onDone,
    onError: outcome.onFailed,
    mutationFn: async (id: string) => {
      await apiRequest("POST", `/api/forms/${encodeURIComponent(id)}/withdraw`);
    },
    onSettled: (_answer, _error, id) =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
        refreshQueries(queryClient, { queryKey: requestKeys.detail(id) }),
        refreshQueries(queryClient, { queryKey: introductionKeys.all }),
      ]),
  });
}
