import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Review, ReviewInput } from "#shared/matching/review.ts";
import { apiRequest, apiUpload } from "../../app/api.ts";
import { requestKeys } from "../../app/query-keys.ts";
import { refreshPublicDesigners } from "../../app/refresh-public-designers.ts";
import { refreshQueries } from "../../app/refresh-queries.ts";
import { shrinkImages } from "../../ui/shrink-images.ts";
import { reviewPath } from "./get-request-review.ts";

export interface SubmittedReview {
  review: Review;
  /** Why the photos could not be added, if they could not: the review itself is saved. */
  photosFailed: unknown;
}

/**
 * POST /api/forms/:id/review, then its photos of the finished work (POST …/review/photos, shrunk first):
 * the request's review and history, and the designer's ratings everywhere, are read again.
 */
export function useSubmitReview(
  requestId: string,
  outcome: { onDone: (submitted: SubmittedReview) => void; onFailed: (error: unknown) => void },
) {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: outcome.onDone,
    onError: outcome.onFailed,
    mutationFn: async ({
      input,
      photos,
    }: {
      input: ReviewInput;
      photos: File[];
    }): Promise<SubmittedReview> => {
      const review = (await (await apiRequest("POST", reviewPath(requestId), input)).json()) as Review;
      if (photos.length === 0) return { review, photosFailed: null };
      try {
        const shrunk = await shrinkImages(photos).catch(() => ({ files: photos }));
        const form = new FormData();
        for (const file of shrunk.files) form.append("photos", file, file.name);
        const withPhotos = (await (
          await apiUpload(`${reviewPath(requestId)}/photos`, form)
        ).json()) as Review;
        return { review: withPhotos, photosFailed: null };
      } catch (error) {
        return { review, photosFailed: error };
      }
    },
    onSettled: () =>
      Promise.all([
        refreshQueries(queryClient, { queryKey: requestKeys.detail(requestId) }),
        refreshPublicDesigners(queryClient),
      ]),
  });
}
