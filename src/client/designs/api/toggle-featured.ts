import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Design } from "#shared/designs/design.ts";
import { apiRequest } from "../../app/api.ts";
import { optimistically, refreshPortfolio } from "./portfolio-cache.ts";

/** Spec 2 §4: the featured flag flips at once and flips back on error. */
export function useToggleFeatured(outcome: { onChanged: () => void; onFailed: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
      (await (await apiRequest("PATCH", `/api/portfolio/${id}/featured`, { isFeatured })).json()) as Design,
    onMutate: ({ id, isFeatured }) =>
      optimistically(queryClient, id, (design) => ({ ...design, isFeatured })),
    onSuccess: outcome.onChanged,
    onError: (error, _change, rollback) => {
      rollback?.();
      outcome.onFailed(error);
    },
    onSettled: () => refreshPortfolio(queryClient),
  });
}
