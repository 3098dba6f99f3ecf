import { z } from "zod";

/** What the bell's API answers: the reader's own notifications, in their language of the moment. */

export const notificationItemSchema = z
  .object({
    id: z.uuid(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().describe("A path inside the product"),
    readAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Notification" });

export const notificationListSchema = z
  .object({
    items: z.array(notificationItemSchema).describe("The newest, newest first"),
    unread: z.number().int().describe("How many of all the reader's notifications are unread"),
  })
  .meta({ id: "NotificationList" });
