import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { markReadSchema } from "#shared/matching/notifications.ts";
import { notificationListSchema } from "#shared/notifications/responses.ts";
import { signedIn } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { localized } from "../lib/http/declared-schemas.ts";
import { listNotifications, markNotificationsRead } from "./notification-inbox.ts";

/** The bell: every signed-in user's own notifications. */
export async function notificationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/notifications",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary: "The signed-in user's newest notifications and how many are unread",
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      return reply
        .header("cache-control", "no-store")
        .send(await listNotifications(db, user.id, request.messages));
    },
  );

  api.post(
    "/notifications/read",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary:
          "Mark the named notifications read, or those about one request (`requestId`: its page was opened); all of them without either, or without a body",
        // No body at all means the same as `{}`.
        body: localized((m) => markReadSchema(m.matching.notifications).nullish()),
        response: { 200: notificationListSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await markNotificationsRead(db, user.id, request.body ?? {});
      return listNotifications(db, user.id, request.messages);
    },
  );
}
