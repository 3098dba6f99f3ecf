import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../app/api.ts";
import { optimistically, refreshPortfolio } from "./portfolio-cache.ts";

/** Spec 2 §4: the item leaves every list at once, comes back on error; a 404 means it is already gone. */
export function useDeletePortfolioItem(outcome: {
  onDeleted: () => void;
  onFailed: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await apiRequest("DELETE", `/api/portfolio/${id}`);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onMutate: (id) => optimistically(queryClient, id, () => null),
    onSuccess: outcome.onDeleted,
    onError: (error, _id, rollback) => {
      rollback?.();
      outcome.onFailed(error);
    },
    onSettled: () => refreshPortfolio(queryClient),
  });
}
