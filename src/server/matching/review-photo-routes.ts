import fastifyMultipart from "@fastify/multipart";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { shownReviewSchema } from "#shared/matching/responses.ts";
import { MAX_REVIEW_PHOTOS } from "#shared/matching/review.ts";
import { signedIn } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { reviews } from "../db/schema/index.ts";
import { pathParams } from "../lib/http/declared-schemas.ts";
import { conflict, forbidden } from "../lib/http-errors.ts";
import { MAX_UPLOAD_BYTES } from "../lib/images/limits.ts";
import { type UploadRefusals, withReceivedUploads } from "../lib/images/receive-uploads.ts";
import { sendImage } from "../lib/images/serve.ts";
import { WRITE_LIMITS } from "../lib/security/write-limits.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { assertCanRead } from "../requests/policy.ts";
import { findRequest } from "../requests/service.ts";
import { seesHiddenReviews } from "./profile-policy.ts";
import { addReviewPhotos, readablePhotoKey } from "./review-photos.ts";
import { findReviewOf } from "./reviews.ts";

const requestParams = pathParams({ id: z.uuid() }, (m) => m.matching.profiles.errors.requestNotFound);
const photoParams = pathParams(
  { id: z.uuid(), photo: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png)$/) },
  (m) => m.proofOfTrust.reviewPhotos.notFound,
);
const photoRefusals: UploadRefusals = {
  none: (m) => m.proofOfTrust.reviewPhotos.none,
  tooLarge: (m) => m.proofOfTrust.reviewPhotos.tooLarge,
  tooMany: (m) => m.proofOfTrust.reviewPhotos.tooMany(MAX_REVIEW_PHOTOS),
};
/** A shown review's photos may be kept a few minutes: hiding the review takes them away soon after. */
const SHOWN_PHOTO_CACHE = "public, max-age=300";

/** Photos of the finished work on a review (issue 22 §4): the client adds them, the public page shows them. */
export async function reviewPhotoRoutes(app: FastifyInstance, { db, storage }: { db: Db; storage: Storage }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Through the same limits as every image: 10 MB each; one photo more than allowed is read, so it is
  // refused in our words.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_REVIEW_PHOTOS + 1,
      fields: 2,
      parts: MAX_REVIEW_PHOTOS + 3,
    },
  });

  api.post(
    "/forms/:id/review/photos",
    {
      config: { access: ["client"], writeLimit: WRITE_LIMITS.images },
      bodyLimit: (MAX_REVIEW_PHOTOS + 1) * MAX_UPLOAD_BYTES + 1024 * 1024,
      schema: {
        tags: ["designers"],
        summary:
          "Add photos of the finished work to the request's review (multipart `photos`, at most 5 a review)",
        consumes: ["multipart/form-data"],
        params: requestParams,
        response: { 200: shownReviewSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const row = assertCanRead(user, await findRequest(db, request.params.id));
      if (row.clientId !== user.id) throw forbidden();
      const review = await findReviewOf(db, eq(reviews.requestId, row.id));
      if (!review) throw conflict((m) => m.proofOfTrust.reviewPhotos.noReview);
      await withReceivedUploads(
        request,
        { refusals: photoRefusals, field: "photos", maxFiles: MAX_REVIEW_PHOTOS },
        ({ files }) => addReviewPhotos(db, storage, review.id, files),
      );
      const updated = await findReviewOf(db, eq(reviews.id, review.id));
      if (!updated) throw new Error(`Review ${review.id} vanished`);
      return updated;
    },
  );

  api.get(
    "/reviews/:id/photos/:photo",
    {
      config: { access: "public" },
      schema: {
        tags: ["designers"],
        summary: "A photo of a shown review (`?w=` a width, `f=webp`); a hidden review's only for admins",
        params: photoParams,
        response: {
          200: {
            description: "The photo",
            content: { "image/*": { schema: z.any().meta({ type: "string", format: "binary" }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const withHidden = seesHiddenReviews(request);
      const key = await readablePhotoKey(db, request.params.id, request.params.photo, { withHidden });
      return sendImage(
        storage,
        key,
        request.query,
        request.headers["if-none-match"],
        reply,
        withHidden ? "private, no-store" : SHOWN_PHOTO_CACHE,
      );
    },
  );
}
