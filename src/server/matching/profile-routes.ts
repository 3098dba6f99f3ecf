import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Messages } from "#shared/i18n/index.ts";
import {
  DESIGNER_PROFILE_FIELD_ORDER,
  designerProfileSchema,
  vettingChangeSchema,
} from "#shared/matching/profile.ts";
import { REVIEW_FIELD_ORDER, reviewSchema, reviewVisibilitySchema } from "#shared/matching/review.ts";
import type { Db } from "../db/client.ts";
import { notFound } from "../lib/http-errors.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import type { Storage } from "../lib/storage/storage.ts";
import { parseInput } from "../lib/validate.ts";
import { assertCanRead, requireRequestUser } from "../requests/policy.ts";
import { findRequest } from "../requests/service.ts";
import { notify } from "./notify.ts";
import { requireAdmin, requireDesigner, requireReviewer, seesHiddenReviews } from "./profile-policy.ts";
import { findDesigner, getOwnProfile, getPublicProfile, saveProfile, setVetting } from "./profiles.ts";
import { createReview, getRequestReview, setReviewHidden } from "./reviews.ts";

const idParams = z.object({ id: z.uuid() });

/** The id of the path; a malformed one is simply something that does not exist. */
function pathId(params: unknown, missing: string): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound(missing);
  return parsed.data.id;
}

/** Designer profiles (public page, own editing, vetting) and reviews of completed requests (issue 7 §1, §8). */
export async function designerProfileRoutes(
  app: FastifyInstance,
  {
    db,
    mailer,
    publicUrl,
    messages,
  }: { db: Db; storage: Storage; mailer: Mailer; publicUrl: string; messages: Messages },
) {
  const m = messages.matching.profiles;
  const e = m.errors;
  const profileFields = designerProfileSchema(m);
  const vettingChange = vettingChangeSchema(m);
  const reviewFields = reviewSchema(m);
  const reviewVisibility = reviewVisibilitySchema(m);

  app.get("/designers/:id", async (request) => {
    const id = pathId(request.params, e.designerNotFound);
    const profile = await getPublicProfile(db, id, { withHidden: seesHiddenReviews(request) });
    if (!profile) throw notFound(e.designerNotFound);
    return profile;
  });

  app.get("/designer/profile", async (request) => getOwnProfile(db, requireDesigner(request).id));

  app.put("/designer/profile", async (request) => {
    const designer = requireDesigner(request);
    return saveProfile(
      db,
      designer.id,
      parseInput(profileFields, request.body, DESIGNER_PROFILE_FIELD_ORDER),
    );
  });

  /** The designer named by an admin's path. */
  async function loadDesigner(params: unknown) {
    const designer = await findDesigner(db, pathId(params, e.designerNotFound));
    if (!designer) throw notFound(e.designerNotFound);
    return designer;
  }

  app.get("/admin/designers/:id/profile", async (request) => {
    requireAdmin(request);
    return getOwnProfile(db, (await loadDesigner(request.params)).id);
  });

  app.patch("/admin/designers/:id/vetting", async (request) => {
    requireAdmin(request);
    const designer = await loadDesigner(request.params);
    return setVetting(db, designer.id, parseInput(vettingChange, request.body).isVetted);
  });

  /** The request named by the path, if this user may read it. */
  async function loadRequest(params: unknown, user: Parameters<typeof assertCanRead>[0]) {
    return assertCanRead(user, await findRequest(db, pathId(params, e.requestNotFound)));
  }

  app.get("/forms/:id/review", async (request) => {
    const user = requireRequestUser(request);
    return getRequestReview(db, user, await loadRequest(request.params, user));
  });

  app.post("/forms/:id/review", async (request, reply) => {
    const user = requireReviewer(request, e);
    const row = await loadRequest(request.params, user);
    const input = parseInput(reviewFields, request.body, REVIEW_FIELD_ORDER);
    const review = await createReview(db, row, input, e);
    await notify(
      db,
      mailer,
      publicUrl,
      {
        userIds: [review.designerId],
        kind: "reviewed",
        title: m.mail.reviewedTitle,
        body: m.mail.reviewedBody(review.rating),
        link: `/designers/${review.designerId}`,
      },
      request.log,
    );
    return reply.code(201).send(review);
  });

  app.patch("/admin/reviews/:id", async (request) => {
    requireAdmin(request);
    const id = pathId(request.params, e.reviewNotFound);
    return setReviewHidden(db, id, parseInput(reviewVisibility, request.body).isHidden, e);
  });
}
