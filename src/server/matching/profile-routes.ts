import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  DESIGNER_PROFILE_FIELD_ORDER,
  designerProfileSchema,
  vettingChangeSchema,
} from "#shared/matching/profile.ts";
import { REVIEW_FIELD_ORDER, reviewSchema, reviewVisibilitySchema } from "#shared/matching/review.ts";
import { type ErrorText, notFound } from "../lib/http-errors.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { parseInput } from "../lib/validate.ts";
import { assertCanRead, requireRequestUser } from "../requests/policy.ts";
import { findRequest } from "../requests/service.ts";
import { notify } from "../notifications/notify.ts";
import { requireAdmin, requireDesigner, requireReviewer, seesHiddenReviews } from "./profile-policy.ts";
import { findDesigner, getOwnProfile, getPublicProfile, saveProfile, setVetting } from "./profiles.ts";
import { createReview, getRequestReview, setReviewHidden } from "./reviews.ts";

const idParams = z.object({ id: z.uuid() });
const designerNotFound: ErrorText = (m) => m.matching.profiles.errors.designerNotFound;

/** The id of the path; a malformed one is simply something that does not exist. */
function pathId(params: unknown, missing: ErrorText): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound(missing);
  return parsed.data.id;
}

/** Designer profiles (public page, own editing, vetting) and reviews of completed requests (issue 7 §1, §8). */
export async function designerProfileRoutes(app: FastifyInstance, mail: MailContext) {
  const { db, catalogues } = mail;
  const profileFields = perLocale(catalogues, (m) => designerProfileSchema(m.matching.profiles));
  const vettingChange = perLocale(catalogues, (m) => vettingChangeSchema(m.matching.profiles));
  const reviewFields = perLocale(catalogues, (m) => reviewSchema(m.matching.profiles));
  const reviewVisibility = perLocale(catalogues, (m) => reviewVisibilitySchema(m.matching.profiles));

  app.get("/designers/:id", async (request) => {
    const id = pathId(request.params, designerNotFound);
    const profile = await getPublicProfile(db, id, { withHidden: seesHiddenReviews(request) });
    if (!profile) throw notFound(designerNotFound);
    return profile;
  });

  app.get("/designer/profile", async (request) => getOwnProfile(db, requireDesigner(request).id));

  app.put("/designer/profile", async (request) => {
    const designer = requireDesigner(request);
    const { locale } = request;
    return saveProfile(
      db,
      designer.id,
      parseInput(profileFields(locale), request.body, locale, DESIGNER_PROFILE_FIELD_ORDER),
    );
  });

  /** The designer named by an admin's path. */
  async function loadDesigner(params: unknown) {
    const designer = await findDesigner(db, pathId(params, designerNotFound));
    if (!designer) throw notFound(designerNotFound);
    return designer;
  }

  app.get("/admin/designers/:id/profile", async (request) => {
    requireAdmin(request);
    return getOwnProfile(db, (await loadDesigner(request.params)).id);
  });

  app.patch("/admin/designers/:id/vetting", async (request) => {
    requireAdmin(request);
    const designer = await loadDesigner(request.params);
    const { isVetted } = parseInput(vettingChange(request.locale), request.body, request.locale);
    return setVetting(db, designer.id, isVetted);
  });

  /** The request named by the path, if this user may read it. */
  async function loadRequest(params: unknown, user: Parameters<typeof assertCanRead>[0]) {
    const id = pathId(params, (m) => m.matching.profiles.errors.requestNotFound);
    return assertCanRead(user, await findRequest(db, id));
  }

  app.get("/forms/:id/review", async (request) => {
    const user = requireRequestUser(request);
    return getRequestReview(db, user, await loadRequest(request.params, user));
  });

  app.post("/forms/:id/review", async (request, reply) => {
    const user = requireReviewer(request);
    const row = await loadRequest(request.params, user);
    const input = parseInput(reviewFields(request.locale), request.body, request.locale, REVIEW_FIELD_ORDER);
    const review = await createReview(db, row, input);
    await notify(
      mail,
      {
        userIds: [review.designerId],
        facts: { kind: "reviewed", rating: review.rating },
        link: `/designers/${review.designerId}`,
      },
      request.log,
    );
    return reply.code(201).send(review);
  });

  app.patch("/admin/reviews/:id", async (request) => {
    requireAdmin(request);
    const id = pathId(request.params, (m) => m.matching.profiles.errors.reviewNotFound);
    const { isHidden } = parseInput(reviewVisibility(request.locale), request.body, request.locale);
    return setReviewHidden(db, id, isHidden);
  });
}
