import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RequestReview, Review, ReviewInput } from "#shared/matching/review.ts";
import { apiRequest, getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";

const reviewPath = (requestId: string) => `/api/forms/${encodeURIComponent(requestId)}/review`;

/** A request's review, its designer, and whether the signed-in client may write it now. */
export function requestReviewQuery(requestId: string) {
  return queryOptions({
    queryKey: requestKeys.review(requestId),
    queryFn: ({ signal }) => getJson<RequestReview>(reviewPath(requestId), signal),
  });
}

export const useRequestReview = (requestId: string) => useQuery(requestReviewQuery(requestId));

export function useSubmitReview(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) =>
      (await (await apiRequest("POST", reviewPath(requestId), input)).json()) as Review,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}

/** Admins hide an abusive review, or show it again; ratings everywhere follow. */
export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isHidden }: { id: string; isHidden: boolean }) =>
      (await (
        await apiRequest("PATCH", `/api/admin/reviews/${encodeURIComponent(id)}`, { isHidden })
      ).json()) as Review,
    onSettled: (review) =>
      Promise.all([
        review && queryClient.invalidateQueries({ queryKey: requestKeys.review(review.requestId) }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
