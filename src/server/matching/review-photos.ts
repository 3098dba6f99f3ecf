import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, max } from "drizzle-orm";
import { MAX_REVIEW_PHOTOS } from "#shared/matching/review.ts";
import type { Db } from "../db/client.ts";
import { reviewImages, reviews } from "../db/schema/index.ts";
import { clearCatalogueCache } from "../designs/catalogue-cache.ts";
import { badRequest, notFound } from "../lib/http-errors.ts";
import { processUpload, type Upload } from "../lib/images/process-upload.ts";
import { deleteStoredImages } from "../lib/images/stored-files.ts";
import type { Storage } from "../lib/storage/storage.ts";

export interface ReviewPhoto {
  url: string;
  width: number;
  height: number;
}

/** A review photo's address: served with its review while the review is shown (review-photo-routes.ts). */
export const reviewPhotoUrl = (reviewId: string, storageKey: string) =>
  `/api/reviews/${reviewId}/photos/${storageKey.split("/").pop() ?? ""}`;

const tooMany = () => badRequest((m) => m.proofOfTrust.reviewPhotos.tooMany(MAX_REVIEW_PHOTOS));

/**
 * Adds photos of the finished work to a review, through the portfolio's image pipeline: each checked by
 * its content and re-encoded (no EXIF, no GPS), then stored, then the rows written under a lock on the
 * review, so two uploads at once cannot pass 5 together. One photo too many refuses them all.
 */
export async function addReviewPhotos(
  db: Db,
  storage: Storage,
  reviewId: string,
  uploads: readonly Upload[],
): Promise<void> {
  if (uploads.length === 0) throw badRequest((m) => m.proofOfTrust.reviewPhotos.none);
  if (uploads.length > MAX_REVIEW_PHOTOS) throw tooMany();
  const [already] = await db
    .select({ n: count() })
    .from(reviewImages)
    .where(eq(reviewImages.reviewId, reviewId));
  if ((already?.n ?? 0) + uploads.length > MAX_REVIEW_PHOTOS) throw tooMany();

  const images = [];
  for (const upload of uploads) images.push(await processUpload(upload, (m) => m.proofOfTrust.reviewPhotos));
  const stored: { id: string; storageKey: string; width: number; height: number }[] = [];
  try {
    for (const image of images) {
      const id = randomUUID();
      const storageKey = `reviews/${reviewId}/${id}.${image.extension}`;
      await storage.put(storageKey, image.data, image.contentType);
      stored.push({ id, storageKey, width: image.width, height: image.height });
    }
    await db.transaction(async (tx) => {
      await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for("update");
      const [current] = await tx
        .select({ n: count(), last: max(reviewImages.position) })
        .from(reviewImages)
        .where(eq(reviewImages.reviewId, reviewId));
      if ((current?.n ?? 0) + stored.length > MAX_REVIEW_PHOTOS) throw tooMany();
      const next = (current?.last ?? -1) + 1;
      await tx
        .insert(reviewImages)
        .values(stored.map((file, index) => ({ ...file, reviewId, position: next + index })));
      await clearCatalogueCache(tx);
    });
  } catch (error) {
    await deleteStoredImages(
      storage,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}

/** Each review's photos, in the order sent. */
export async function photosOf(db: Db, reviewIds: readonly string[]): Promise<Map<string, ReviewPhoto[]>> {
  const photos = new Map<string, ReviewPhoto[]>();
  if (reviewIds.length === 0) return photos;
  const rows = await db
    .select()
    .from(reviewImages)
    .where(inArray(reviewImages.reviewId, [...reviewIds]))
    .orderBy(asc(reviewImages.reviewId), asc(reviewImages.position));
  for (const row of rows) {
    photos.set(row.reviewId, [
      ...(photos.get(row.reviewId) ?? []),
      { url: reviewPhotoUrl(row.reviewId, row.storageKey), width: row.width, height: row.height },
    ]);
  }
  return photos;
}

/**
 * The stored key of one photo of a review, if the reader may see it: a hidden review hides its photos
 * from everyone but the admins (who may show it again).
 */
export async function readablePhotoKey(
  db: Db,
  reviewId: string,
  fileName: string,
  { withHidden }: { withHidden: boolean },
): Promise<string> {
  const [row] = await db
    .select({ storageKey: reviewImages.storageKey, isHidden: reviews.isHidden })
    .from(reviewImages)
    .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
    .where(and(eq(reviewImages.reviewId, reviewId), eq(reviewImages.id, fileName.replace(/\.[a-z]+$/, ""))))
    .limit(1);
  if (!row || (row.isHidden && !withHidden)) throw notFound((m) => m.proofOfTrust.reviewPhotos.notFound);
  return row.storageKey;
}
