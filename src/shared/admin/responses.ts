import { z } from "zod";
import { USER_ROLES } from "../auth/roles.ts";
import { DELIVERY_STATES } from "./delivery-states.ts";

/** What the admin API answers: each list's allow-list (never a password hash or a token). */

const timestamp = z.iso.datetime({ offset: true });

/** One page of a list, with what the screens need to page through it. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
  });
}

/** An account as the admin screens show it (spec 2 §3). */
export const adminUserSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(USER_ROLES),
    isHidden: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: "AdminUser" });

/** A client with the real number of their design requests. */
export const adminClientSchema = adminUserSchema
  .extend({ submissionCount: z.number().int() })
  .meta({ id: "AdminClient" });

/**
 * A designer with the real number of their portfolio items, whether they have chosen a password
 * yet, and whether the team has vetted them (only vetted designers are public and suggested).
 */
export const adminDesignerSchema = adminUserSchema
  .extend({ portfolioCount: z.number().int(), hasPassword: z.boolean(), isVetted: z.boolean() })
  .meta({ id: "AdminDesigner" });

export const adminClientPageSchema = pageOf(adminClientSchema).meta({ id: "AdminClientPage" });
export const adminDesignerPageSchema = pageOf(adminDesignerSchema).meta({ id: "AdminDesignerPage" });

/**
 * GET /api/admin/users without `role` (the spec's shape): the first page of clients, and every
 * designer (few, onboarded by the team), which the portfolio's designer choice needs whole.
 */
export const adminUsersOverviewSchema = z
  .object({
    clients: z.array(adminClientSchema),
    designers: z.array(adminDesignerSchema),
    totals: z.object({ clients: z.number().int(), designers: z.number().int() }),
  })
  .meta({ id: "AdminUsersOverview" });

/** A message sent through the contact form, as the admins read it. */
export const adminContactMessageSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    companyName: z.string(),
    mobileNumber: z.string(),
    subject: z.string(),
    customSubject: z.string().nullable(),
    message: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: "AdminContactMessage" });

export const adminContactMessagePageSchema = pageOf(adminContactMessageSchema).meta({
  id: "AdminContactMessagePage",
});

/** A mail or push as the operator's log shows it (issue 21 §5). */
export const adminDeliverySchema = z
  .object({
    id: z.uuid(),
    channel: z.string(),
    kind: z.string(),
    recipient: z.string(),
    state: z.enum(DELIVERY_STATES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    sentAt: timestamp.nullable(),
  })
  .meta({ id: "AdminDelivery" });

export const adminDeliveryPageSchema = pageOf(adminDeliverySchema)
  .extend({
    /** Deliveries that failed for good, whatever the page shows: what needs the operator. */
    failed: z.number().int(),
  })
  .meta({ id: "AdminDeliveryPage" });
