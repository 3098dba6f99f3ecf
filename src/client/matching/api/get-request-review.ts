import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RequestReview } from "#shared/matching/review.ts";
import { getJson } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";

export const reviewPath = (requestId: string) => `/api/forms/${encodeURIComponent(requestId)}/review`;

/** GET /api/forms/:id/review: the review, its designer, and whether the signed-in client may write it now. */
export function requestReviewQuery(requestId: string) {
  return queryOptions({
    queryKey: requestKeys.review(requestId),
    queryFn: ({ signal }) => getJson<RequestReview>(reviewPath(requestId), signal),
  });
}

export const useRequestReview = (requestId: string) => useQuery(requestReviewQuery(requestId));
