import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { clientRequestsQuery } from "./get-client-requests.ts";

/**
 * DELETE /api/forms/:id (while submitted or confirmed). The request leaves the client's list at once
 * and comes back if the server refuses. The outcome callbacks live on the mutation, because the card
 * that started it is gone by then.
 */
export function useDeleteRequest(outcome: { onDeleted: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const listKey = clientRequestsQuery.queryKey;
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/forms/${id}`);
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (list) => list?.filter((request) => request.id !== id));
      return { previous };
    },
    onError: (error, _id, context) => {
      queryClient.setQueryData(listKey, context?.previous);
      outcome.onFailed(error);
    },
    onSuccess: (_answer, id) => {
      // Gone: its views are dropped, not read again (they would answer 404).
      queryClient.removeQueries({ queryKey: requestKeys.detail(id) });
      outcome.onDeleted();
    },
    onSettled: () => refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
  });
}
