import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Review } from "#shared/matching/review.ts";
import { apiRequest } from "./api.ts";
import { requestKeys } from "./query-keys.ts";
import { refreshPublicDesigners } from "./refresh-public-designers.ts";
import { refreshQueries } from "./refresh-queries.ts";

/** PATCH /api/admin/reviews/:id: admins hide an abusive review, or show it again; ratings everywhere follow. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isHidden }: { id: string; isHidden: boolean }) =>
      (await (
        await apiRequest("PATCH", `/api/admin/reviews/${encodeURIComponent(id)}`, { isHidden })
      ).json()) as Review,
    onSettled: (review) =>
      Promise.all([
        review && refreshQueries(queryClient, { queryKey: requestKeys.review(review.requestId) }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
