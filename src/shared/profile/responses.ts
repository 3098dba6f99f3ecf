import { z } from "zod";
import { currentUserSchema } from "../auth/responses.ts";
import { designSchema } from "../designs/responses.ts";
import { LOCALES } from "../i18n/locales.ts";
import {
  introducedRequestSchema,
  introductionSchema,
  ownDesignerProfileSchema,
  publicReviewSchema,
  shownReviewSchema,
  threadMessageSchema,
} from "../matching/responses.ts";
import { notificationItemSchema } from "../notifications/responses.ts";
import { designRequestSchema } from "../requests/responses.ts";

/** What the profile API answers: only the signed-in user's own details. */

export const profileSchema = z
  .object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: "Profile" });

export const profilePhotoSchema = z.object({
  profileImageUrl: z.string().describe("The new photo's path on this site; add `?w=&q=&f=` for a variant"),
});

export const localeAnswerSchema = z.object({ locale: z.enum(LOCALES) });

const instant = () => z.iso.datetime({ offset: true });

/**
 * A user's copy of their own data (PDPO data access): what the product shows them, and nothing of
 * anyone else's beyond that. Each part is the allow-list of the answer that shows it in the product
 * (a designer's briefs carry no client contact before being chosen), and the export is cut to it.
 */
export const dataExportSchema = z
  .object({
    about: z.string(),
    exportedAt: instant(),
    account: currentUserSchema
      .omit({ secondFactorSetupRequired: true })
      .extend({ createdAt: instant(), updatedAt: instant() }),
    signIns: z
      .array(
        z.object({
          createdAt: instant(),
          lastSeenAt: instant(),
          expiresAt: instant(),
          userAgent: z.string().nullable(),
        }),
      )
      .describe("Sessions without their tokens: when and from which browser the account was used"),
    pushDevices: z
      .array(z.object({ pushService: z.string(), subscribedAt: instant() }))
      .describe(
        "Browsers that receive push notifications: their push service's host and since when, without their keys",
      ),
    securityEvents: z
      .array(
        z.object({
          kind: z.string().describe("e.g. signed-in, second-factor-enabled, second-factor-reset"),
          at: instant(),
          userAgent: z.string().nullable(),
          byAdmin: z.boolean().describe("Made by an admin rather than by the account's owner"),
          detail: z.record(z.string(), z.unknown()).nullable().describe("Facts only, never a secret"),
        }),
      )
      .describe("The account's security history: sign-ins and second-factor changes, newest first"),
    notifications: z.array(notificationItemSchema),
    savedDesigns: z.array(z.object({ savedAt: instant(), design: designSchema })),
    requests: z
      .array(
        designRequestSchema.extend({
          introductions: z.array(introductionSchema.extend({ messages: z.array(threadMessageSchema) })),
          review: shownReviewSchema.nullable(),
        }),
      )
      .describe("Requests the user made, with the designers who answered as the request page shows them"),
    designer: z
      .object({
        profile: ownDesignerProfileSchema,
        portfolio: z.array(designSchema),
        introductions: z.array(introducedRequestSchema.extend({ messages: z.array(threadMessageSchema) })),
        reviewsReceived: z.array(publicReviewSchema),
      })
      .nullable()
      .describe("Only for designers"),
  })
  .meta({ id: "UserDataExport" });
