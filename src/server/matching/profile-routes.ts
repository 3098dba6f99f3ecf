import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DESIGNER_PROFILE_FIELD_ORDER,
  designerProfileSchema,
  vettingChangeSchema,
} from "#shared/matching/profile.ts";
import {
  ownDesignerProfileSchema,
  publicDesignerProfileSchema,
  requestReviewSchema,
  shownReviewSchema,
} from "#shared/matching/responses.ts";
import { REVIEW_FIELD_ORDER, reviewSchema, reviewVisibilitySchema } from "#shared/matching/review.ts";
import { signedIn } from "../auth/guards.ts";
import { localized, pathParams } from "../lib/http/declared-schemas.ts";
import { type ErrorText, notFound } from "../lib/http-errors.ts";
import { readerLanguageVaries } from "../lib/i18n/reader-language-varies.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { notify } from "../notifications/notify.ts";
import { assertCanRead } from "../requests/policy.ts";
import { findRequest } from "../requests/service.ts";
import { seesHiddenReviews } from "./profile-policy.ts";
import { findDesigner, getOwnProfile, getPublicProfile, saveProfile, setVetting } from "./profiles.ts";
import { createReview, getRequestReview, setReviewHidden } from "./reviews.ts";

const designerNotFound: ErrorText = (m) => m.matching.profiles.errors.designerNotFound;
/** A malformed id is simply something that does not exist. */
const designerParams = pathParams({ id: z.uuid() }, designerNotFound);
const requestParams = pathParams({ id: z.uuid() }, (m) => m.matching.profiles.errors.requestNotFound);
const reviewParams = pathParams({ id: z.uuid() }, (m) => m.matching.profiles.errors.reviewNotFound);

/** Designer profiles (public page, own editing, vetting) and reviews of completed requests (issue 7 §1, §8). */
export async function designerProfileRoutes(app: FastifyInstance, mail: MailContext) {
  const { db } = mail;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/designers/:id",
    {
      config: { access: "public" },
      schema: {
        tags: ["designers"],
        summary: "A vetted designer's public page (admins also get hidden reviews, to show them again)",
        params: designerParams,
        response: { 200: publicDesignerProfileSchema },
      },
    },
    async (request, reply) => {
      readerLanguageVaries(reply);
      const profile = await getPublicProfile(db, request.params.id, {
        withHidden: seesHiddenReviews(request),
        reader: request.locale,
      });
      if (!profile) throw notFound(designerNotFound);
      return profile;
    },
  );

  api.get(
    "/designer/profile",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["designers"],
        summary: "The signed-in designer's own profile",
        response: { 200: ownDesignerProfileSchema },
      },
    },
    async (request) => getOwnProfile(db, signedIn(request).id),
  );

  api.put(
    "/designer/profile",
    {
      config: { access: ["designer"] },
      schema: {
        tags: ["designers"],
        summary: "Save the signed-in designer's profile",
        body: localized((m) => designerProfileSchema(m.matching.profiles), {
          fieldOrder: DESIGNER_PROFILE_FIELD_ORDER,
        }),
        response: { 200: ownDesignerProfileSchema },
      },
    },
    async (request) => saveProfile(db, signedIn(request).id, request.body),
  );

  /** The designer named by an admin's path. */
  async function loadDesigner(id: string) {
    const designer = await findDesigner(db, id);
    if (!designer) throw notFound(designerNotFound);
    return designer;
  }

  api.get(
    "/admin/designers/:id/profile",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["designers"],
        summary: "A designer's profile, vetted or not",
        params: designerParams,
        response: { 200: ownDesignerProfileSchema },
      },
    },
    async (request) => getOwnProfile(db, (await loadDesigner(request.params.id)).id),
  );

  api.patch(
    "/admin/designers/:id/vetting",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["designers"],
        summary: "Vet or un-vet a designer: their public page, links and suggestions follow",
        params: designerParams,
        body: localized((m) => vettingChangeSchema(m.matching.profiles)),
        response: { 200: ownDesignerProfileSchema },
      },
    },
    async (request) => {
      const designer = await loadDesigner(request.params.id);
      return setVetting(db, designer.id, request.body.isVetted);
    },
  );

  api.get(
    "/forms/:id/review",
    {
      config: { access: ["client", "admin"] },
      schema: {
        tags: ["designers"],
        summary: "A request's review, whom it is about, and whether the signed-in user may write it now",
        params: requestParams,
        response: { 200: requestReviewSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return getRequestReview(db, user, assertCanRead(user, await findRequest(db, request.params.id)));
    },
  );

  api.post(
    "/forms/:id/review",
    {
      // Only a client writes a review, of their own request (the policy checks whose).
      config: { access: ["client"] },
      schema: {
        tags: ["designers"],
        summary: "Review the designer chosen for a completed request, once; the designer is told",
        params: requestParams,
        body: localized((m) => reviewSchema(m.matching.profiles), { fieldOrder: REVIEW_FIELD_ORDER }),
        response: { 201: shownReviewSchema },
      },
    },
    async (request, reply) => {
      const row = assertCanRead(signedIn(request), await findRequest(db, request.params.id));
      const review = await createReview(db, row, request.body);
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
    },
  );

  api.patch(
    "/admin/reviews/:id",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["designers"],
        summary: "Hide an abusive review, or show it again; ratings follow at once",
        params: reviewParams,
        body: localized((m) => reviewVisibilitySchema(m.matching.profiles)),
        response: { 200: shownReviewSchema },
      },
    },
    async (request) => setReviewHidden(db, request.params.id, request.body.isHidden),
  );
}
