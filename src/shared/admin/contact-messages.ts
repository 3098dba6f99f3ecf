import { z } from "zod";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { pagingSchema } from "./paging.ts";
import type { adminContactMessageSchema } from "./responses.ts";

export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_MAX_PAGE_SIZE = 100;

/** A message sent through the contact form, as the admins read it. */
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** GET /api/admin/contact-messages: newest first, a page at a time. */
export function contactMessagesQuerySchema(m: Messages["admin"] = englishMessages.admin) {
  return z.object(pagingSchema(m.validation, MESSAGES_PAGE_SIZE, MESSAGES_MAX_PAGE_SIZE));
}
