import { z } from "zod";
import { HK_DISTRICTS } from "../matching/districts.ts";
import { REQUEST_STATUSES, REQUEST_STYLES } from "./constants.ts";

/**
 * What the API answers about design requests to their client and to the admins (spec 2 §3): the
 * allow-list of a request as its owner sees it. Designers never get this shape (see the matching
 * domain's designer brief).
 */

const instant = () => z.iso.datetime({ offset: true });

export const requestImageSchema = z
  .object({
    id: z.uuid(),
    imageUrl: z
      .string()
      .describe("Served only to the request's client, the admins and its introduced designers"),
  })
  .meta({ id: "RequestImage" });

export const requestInspirationSchema = z
  .object({ id: z.uuid(), title: z.string(), imageUrl: z.string().nullable() })
  .meta({
    id: "RequestInspiration",
    description: "A catalogue design chosen as inspiration, with its main image",
  });

export const requestBudgetSchema = z
  .object({ min: z.string(), max: z.string() })
  .describe("Display strings such as 'HK$100,000' and 'HK$3,000,000+' for the open top");

export const designRequestSchema = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    client: z
      .object({ email: z.string(), firstName: z.string().nullable(), lastName: z.string().nullable() })
      .nullable(),
    status: z.enum(REQUEST_STATUSES),
    propertyAddress: z.string(),
    propertyType: z.string(),
    projectType: z.string(),
    homeStatus: z.string().nullable(),
    designStyle: z.array(z.enum(REQUEST_STYLES)),
    budget: requestBudgetSchema,
    budgetMin: z.number().int(),
    budgetMax: z.number().int().nullable().describe("Null: the open top"),
    description: z.string(),
    mobileNumber: z.string(),
    squareFootage: z.number().int(),
    hasContractor: z.boolean(),
    contractorNames: z.string().nullable(),
    hasPastCollaborations: z.boolean(),
    pastCollaborationNames: z.string().nullable(),
    images: z.array(requestImageSchema),
    inspirations: z.array(requestInspirationSchema),
    wishedDesigners: z
      .array(z.object({ id: z.uuid(), name: z.string() }))
      .describe("Vetted designers the homeowner would like to hear from, in their order (at most 3)"),
    createdAt: instant(),
    updatedAt: instant(),
    dueAt: instant()
      .nullable()
      .describe(
        "When introductions are due (2 Hong Kong business days); null for requests older than the clock",
      ),
    district: z.enum(HK_DISTRICTS).nullable(),
  })
  .meta({ id: "DesignRequest" });

export const deskPageSchema = z
  .object({
    items: z.array(designRequestSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  })
  .meta({ id: "DeskPage" });

export const deskSummarySchema = z
  .object({ total: z.number().int(), submitted: z.number().int(), confirmed: z.number().int() })
  .meta({ id: "DeskSummary", description: "Every request by status, for the admin dashboard's cards" });
