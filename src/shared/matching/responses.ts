import { z } from "zod";
import { DESIGN_STYLES } from "../designs/constants.ts";
import { designSchema, ratingSchema } from "../designs/responses.ts";
import { LOCALES } from "../i18n/locales.ts";
import { PROPERTY_TYPES, REQUEST_STATUSES, REQUEST_STYLES } from "../requests/constants.ts";
import { requestBudgetSchema, requestImageSchema, requestInspirationSchema } from "../requests/responses.ts";
import { trustBadgesField } from "../trust/badges.ts";
import { FEE_TYPES, INTRODUCTION_STATUSES, REQUEST_EVENT_TYPES } from "./constants.ts";
import { CONTACT_KINDS } from "./contact-patterns.ts";
import { DECLINE_REASONS } from "./decline.ts";
import { HK_DISTRICTS } from "./districts.ts";
import { DESIGNER_LANGUAGES } from "./languages.ts";
import { replyTimeSchema } from "./reply-time.ts";

/**
 * What the matching API answers. Each role's view is its own allow-list: a field reaches a caller
 * only when the schema of the answer they get names it (answers are serialized through these).
 */

const instant = () => z.iso.datetime({ offset: true });

// Introductions, proposals and threads.

export const shownProposalSchema = z
  .object({
    feeType: z.enum(FEE_TYPES),
    feeMin: z.number().int().describe("Whole HK$"),
    feeMax: z.number().int().nullable().describe("Whole HK$; only for a range"),
    scopeItems: z.array(z.string()),
    scopeNotes: z.string(),
    timelineWeeks: z.number().int(),
    earliestSiteVisit: z.iso.date(),
    note: z.string(),
    updatedAt: instant(),
  })
  .meta({ id: "Proposal" });

export const contactSchema = z
  .object({ name: z.string(), email: z.string(), phoneNumber: z.string().nullable() })
  .meta({
    id: "Contact",
    description: "Each side sees the other's only once the client has chosen the designer",
  });

export const introductionSchema = z
  .object({
    id: z.uuid(),
    requestId: z.uuid(),
    status: z.enum(INTRODUCTION_STATUSES),
    designer: z.object({
      id: z.uuid(),
      name: z.string(),
      profileImageUrl: z.string().nullable(),
      isVetted: z.boolean(),
    }),
    proposal: shownProposalSchema.nullable(),
    contact: contactSchema.nullable().describe("Only once chosen"),
    decline: z
      .object({ reason: z.enum(DECLINE_REASONS), note: z.string() })
      .nullable()
      .describe("Why the designer declined: admins only"),
    createdAt: instant(),
    respondedAt: instant().nullable(),
    chosenAt: instant().nullable(),
  })
  .meta({ id: "Introduction", description: "An introduction as the request's client and the admins see it" });

/**
 * The designer's brief: each field of a request a designer introduced to it may read. Never the
 * client's contact details, the address or the names of other firms; a new column of the request
 * reaches no designer until it is named here.
 */
export const designerBriefSchema = z
  .object({
    readable: z.literal(true),
    id: z.uuid(),
    status: z.enum(REQUEST_STATUSES),
    clientName: z
      .string()
      .describe("'Mei L.' until this designer is chosen, then the full name; '' when the account has none"),
    propertyType: z.string(),
    projectType: z.string(),
    homeStatus: z.string().nullable(),
    district: z.enum(HK_DISTRICTS).nullable(),
    designStyle: z.array(z.enum(REQUEST_STYLES)),
    budget: requestBudgetSchema,
    budgetMin: z.number().int(),
    budgetMax: z.number().int().nullable(),
    description: z.string(),
    squareFootage: z.number().int(),
    hasContractor: z.boolean(),
    hasPastCollaborations: z.boolean(),
    images: z.array(requestImageSchema),
    inspirations: z.array(requestInspirationSchema),
    createdAt: instant(),
    updatedAt: instant(),
    dueAt: instant().nullable(),
  })
  .meta({ id: "DesignerBrief", description: "What a designer introduced to a request sees of it" });

/** What stays of a request a designer may no longer read: that it existed, nothing of the homeowner. */
export const designerRecordSchema = z
  .object({
    readable: z.literal(false),
    id: z.uuid(),
    propertyType: z.string(),
    projectType: z.string(),
    createdAt: instant(),
  })
  .meta({
    id: "DesignerRequestRecord",
    description: "A request the designer declined, was passed over for, or that was withdrawn",
  });

export const introducedRequestSchema = z
  .object({
    id: z.uuid().describe("The introduction's id"),
    status: z.enum(INTRODUCTION_STATUSES),
    request: z
      .discriminatedUnion("readable", [designerBriefSchema, designerRecordSchema])
      .describe("The brief while the homeowner shares the request with this designer, else only its record"),
    proposal: shownProposalSchema.nullable(),
    contact: z
      .object({
        name: z.string(),
        email: z.string(),
        phoneNumber: z.string().nullable(),
        propertyAddress: z.string(),
      })
      .nullable()
      .describe("The client's contact details and the full address, once they chose this designer"),
    createdAt: instant(),
    respondedAt: instant().nullable(),
    chosenAt: instant().nullable(),
  })
  .meta({ id: "IntroducedRequest", description: "A request introduced to the signed-in designer" });

export const threadMessageSchema = z
  .object({
    id: z.uuid(),
    authorId: z.uuid(),
    authorName: z.string(),
    mine: z.boolean(),
    body: z
      .string()
      .describe("As written for its author and admins; with contact details masked for the other side"),
    hiddenContact: z
      .array(z.enum(CONTACT_KINDS))
      .describe(
        "What the other side reads masked: sent before the client chose this designer (issue 19 §11)",
      ),
    createdAt: instant(),
  })
  .meta({ id: "ThreadMessage" });

export const requestEventSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(REQUEST_EVENT_TYPES),
    actorName: z.string().nullable(),
    detail: z.record(z.string(), z.string()),
    createdAt: instant(),
  })
  .meta({ id: "RequestEvent", description: "One step of a request's history" });

// Designer profiles and reviews.

const profileFields = {
  yearsExperience: z.number().int().nullable(),
  specialties: z.array(z.enum(DESIGN_STYLES)),
  districts: z.array(z.enum(HK_DISTRICTS)),
  propertyTypes: z.array(z.enum(PROPERTY_TYPES)),
  languages: z.array(z.enum(DESIGNER_LANGUAGES)),
  budgetMin: z
    .number()
    .int()
    .nullable()
    .describe("Typical project budget in whole HK$; null when not stated"),
  budgetMax: z.number().int().nullable().describe("Null: no upper limit"),
};

export const ownDesignerProfileSchema = z
  .object({
    designerId: z.uuid(),
    bioEn: z.string().describe("Empty when not written in English"),
    bioZh: z.string().describe("Empty when not written in Chinese"),
    ...profileFields,
    isVetted: z.boolean(),
  })
  .meta({ id: "OwnDesignerProfile", description: "A designer's profile as they and the admins see it" });

export const reviewPhotoSchema = z
  .object({
    url: z.string().describe("Served with the review while it is shown; `?w=` asks for a width"),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: "ReviewPhoto", description: "A photo of the finished work (issue 22 §4)" });

export const publicReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int(),
    text: z.string(),
    clientFirstName: z.string().nullable(),
    createdAt: instant(),
    isHidden: z.boolean().describe("Only admins get hidden reviews (to show them again)"),
    photos: z.array(reviewPhotoSchema).describe("At most 5, in the order sent"),
  })
  .meta({ id: "PublicReview" });

/** The public designer page's allow-list: no e-mail, phone or anything of their account beyond these. */
export const publicDesignerProfileSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    bio: z
      .string()
      .describe("In the reader's language, or the other one when only that was written; empty when none"),
    bioLang: z
      .enum(LOCALES)
      .nullable()
      .describe("The bio's language (its `lang` attribute); null without a bio"),
    bioIsFallback: z.boolean().describe("True when the bio is not written in the reader's language"),
    ...profileFields,
    isVetted: z.literal(true),
    rating: ratingSchema,
    replyTime: replyTimeSchema,
    reviews: z.array(publicReviewSchema),
    portfolio: z.array(designSchema),
    badges: trustBadgesField,
  })
  .meta({ id: "PublicDesignerProfile", description: "A vetted designer's public page" });

export const shownReviewSchema = z
  .object({
    id: z.uuid(),
    requestId: z.uuid(),
    designerId: z.uuid(),
    designerName: z.string(),
    rating: z.number().int(),
    text: z.string(),
    isHidden: z.boolean(),
    createdAt: instant(),
    photos: z.array(reviewPhotoSchema).describe("At most 5, in the order sent"),
  })
  .meta({ id: "Review", description: "A client's review of the designer they chose" });

export const requestReviewSchema = z
  .object({
    review: shownReviewSchema.nullable(),
    designer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    canReview: z.boolean().describe("Whether the signed-in user may write the review now"),
  })
  .meta({ id: "RequestReview" });

// The admins' tools: suggestions and the due list.

export const designerSuggestionSchema = z
  .object({
    designerId: z.uuid(),
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    profile: z.object({
      yearsExperience: profileFields.yearsExperience,
      specialties: profileFields.specialties,
      districts: profileFields.districts,
      propertyTypes: profileFields.propertyTypes,
      budgetMin: profileFields.budgetMin,
      budgetMax: profileFields.budgetMax,
    }),
    score: z.number().int().min(0).max(100).describe("0 to 100"),
    reasons: z.array(z.string()),
    alreadyIntroduced: z.boolean().describe("Already introduced to this request: shown, not pickable again"),
  })
  .meta({ id: "DesignerSuggestion" });

export const suggestionListSchema = z
  .object({ suggestions: z.array(designerSuggestionSchema) })
  .meta({ id: "SuggestionList" });

export const dueRequestSchema = z
  .object({
    id: z.uuid(),
    client: z.object({
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
    status: z.enum(REQUEST_STATUSES),
    propertyType: z.string(),
    projectType: z.string(),
    createdAt: instant(),
    dueAt: instant(),
    overdue: z.boolean(),
    dueSoon: z.boolean().describe("Due within 24 hours and not yet overdue"),
  })
  .meta({ id: "DueRequest", description: "A request waiting for introductions, with its due time" });

export const dueListSchema = z
  .object({
    items: z.array(dueRequestSchema),
    total: z.number().int().describe("Every waiting request with a due time"),
    overdue: z.number().int(),
    dueSoon: z.number().int(),
  })
  .meta({ id: "DueList" });
