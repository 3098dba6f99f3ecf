import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../app/api.ts";
import { introductionKeys, requestKeys } from "../../app/query-keys.ts";

/**
 * POST /api/forms/:id/withdraw: a matched request is withdrawn instead of deleted; its introduced
 * designers are told and keep a read-only record. Its lists, its views and the introductions change.
 */
export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("POST", `/api/forms/${encodeURIComponent(id)}/withdraw`);
    },
    onSettled: (_answer, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: introductionKeys.all }),
      ]),
  });
}
