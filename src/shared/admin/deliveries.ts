import { z } from "zod";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { DELIVERY_STATES } from "./delivery-states.ts";
import { pagingSchema } from "./paging.ts";
import type { adminDeliverySchema } from "./responses.ts";

export const DELIVERIES_PAGE_SIZE = 25;
export const DELIVERIES_MAX_PAGE_SIZE = 100;

/** One delivery in the operator's log. */
export type AdminDelivery = z.infer<typeof adminDeliverySchema>;

/** GET /api/admin/deliveries: newest first, a page at a time, of one state or all. */
export function deliveriesQuerySchema(m: Messages["admin"] = englishMessages.admin) {
  return z.object({
    ...pagingSchema(m.validation, DELIVERIES_PAGE_SIZE, DELIVERIES_MAX_PAGE_SIZE),
    state: z.enum(DELIVERY_STATES, { error: m.deliveries.badState }).optional(),
  });
}
