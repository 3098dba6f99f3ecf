import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../app/api.ts";
import { introductionKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { refreshRequest } from "./optimistic-request.ts";

/**
 * POST /api/forms/:id/withdraw on a client's behalf: a matched request is withdrawn instead of
 * deleted; its designers are told and keep a read-only record.
 */
export function useWithdrawDeskRequest(outcome: { onDone: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("POST", `/api/forms/${encodeURIComponent(id)}/withdraw`);
    },
    onSuccess: outcome.onDone,
    onError: outcome.onFailed,
    onSettled: (_answer, _error, id) =>
      Promise.all([
        refreshRequest(queryClient, id),
        refreshQueries(queryClient, { queryKey: introductionKeys.all }),
      ]),
  });
}
