import { z } from "zod";
import type { Messages } from "../i18n/index.ts";
import type { notificationItemSchema, notificationListSchema } from "../notifications/responses.ts";

/** The bell shows the newest this many. */
export const NOTIFICATION_LIST_LIMIT = 20;
/** At most this many ids in one 'mark as read'. */
export const MAX_READ_IDS = 100;

export type NotificationItem = z.infer<typeof notificationItemSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;

/**
 * POST /api/notifications/read: the named notifications, or those about one request (its page was
 * opened), or all when neither is given.
 */
export const markReadSchema = (m: Messages["matching"]["notifications"]) =>
  z.object({
    ids: z.array(z.uuid(m.validation.ids), m.validation.ids).max(MAX_READ_IDS).optional(),
    requestId: z.uuid(m.validation.requestId).optional(),
  });
