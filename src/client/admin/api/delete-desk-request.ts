import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { useOptimisticRequest } from "./optimistic-request.ts";

/**
 * DELETE /api/forms/:id (while submitted or confirmed): the request leaves the desk at once and comes
 * back if the server refuses. Already gone counts as done.
 */
export function useDeleteDeskRequest(outcome: { onDone: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  const optimistic = useOptimisticRequest();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiRequest("DELETE", `/api/forms/${id}`);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onMutate: (id) =>
      optimistic(
        id,
        (page) => {
          const items = page.items.filter((item) => item.id !== id);
          return { ...page, items, total: page.total - (page.items.length - items.length) };
        },
        () => undefined,
      ),
    onError: (error, _id, undo) => {
      undo?.();
      outcome.onFailed(error);
    },
    onSuccess: (_answer, id) => {
      // Gone: its views are dropped, not read again (they would answer 404).
      queryClient.removeQueries({ queryKey: requestKeys.detail(id) });
      outcome.onDone();
    },
    onSettled: () => refreshQueries(queryClient, { queryKey: requestKeys.lists() }),
  });
}
