import { z } from "zod";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { RATING_MAX, RATING_MIN } from "./constants.ts";
// Types only: the client's pages must not load the response schemas for them.
import type { requestReviewSchema, reviewPhotoSchema, shownReviewSchema } from "./responses.ts";

type ProfileMessages = Messages["matching"]["profiles"];

export const REVIEW_TEXT_MAX_LENGTH = 2000;
/** Photos of the finished work a review may carry (issue 22 §4). */
export const MAX_REVIEW_PHOTOS = 5;

/** POST /api/forms/{id}/review: 1 to 5 whole stars and an optional text. */
export function reviewSchema(m: ProfileMessages = englishMessages.matching.profiles) {
  const v = m.validation;
  const ratingMessage = v.ratingInvalid(RATING_MIN, RATING_MAX);
  return z.object({
    rating: z.preprocess(
      (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: ratingMessage })
        .int(ratingMessage)
        .min(RATING_MIN, ratingMessage)
        .max(RATING_MAX, ratingMessage),
    ),
    text: z
      .string({ error: v.reviewTooLong(REVIEW_TEXT_MAX_LENGTH) })
      .trim()
      .max(REVIEW_TEXT_MAX_LENGTH, v.reviewTooLong(REVIEW_TEXT_MAX_LENGTH))
      .default(""),
  });
}
export const REVIEW_FIELD_ORDER = ["rating", "text"];

export type ReviewInput = z.input<ReturnType<typeof reviewSchema>>;

export const reviewVisibilitySchema = (m: ProfileMessages = englishMessages.matching.profiles) =>
  z.strictObject({ isHidden: z.boolean({ error: m.validation.hiddenInvalid }) });

/** A client's review of the designer they chose, as the request page and admins see it. */
export type Review = z.infer<typeof shownReviewSchema>;

/**
 * GET /api/forms/{id}/review: the review if there is one, whom it would be about, and whether the
 * signed-in user may write it now.
 */
export type RequestReview = z.infer<typeof requestReviewSchema>;

/** A photo of the finished work a review carries (issue 22 §4). */
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;
