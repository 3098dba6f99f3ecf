import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Review, ReviewInput } from "#shared/matching/review.ts";
import { apiRequest } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";
import { reviewPath } from "./get-request-review.ts";

/** POST /api/forms/:id/review: the request's review and history, and the designer's ratings everywhere. */
export function useSubmitReview(
  requestId: string,
  outcome: { onDone: () => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: outcome.onDone,
    onError: outcome.onFailed,
    mutationFn: async (input: ReviewInput) =>
      (await (await apiRequest("POST", reviewPath(requestId), input)).json()) as Review,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
