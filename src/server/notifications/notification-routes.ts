import type { FastifyInstance } from "fastify";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import { markReadSchema } from "#shared/matching/notifications.ts";
import { requireUser } from "../auth/guards.ts";
import type { Db } from "../db/client.ts";
import { perLocale } from "../lib/i18n/request-messages.ts";
import { parseInput } from "../lib/validate.ts";
import { listNotifications, markNotificationsRead } from "./notification-inbox.ts";

/** The bell: every signed-in user's own notifications. */
export async function notificationRoutes(
  app: FastifyInstance,
  { db, catalogues }: { db: Db; catalogues: Catalogues },
) {
  const markRead = perLocale(catalogues, (m) => markReadSchema(m.matching.notifications));

  app.get("/notifications", async (request, reply) => {
    const user = requireUser(request);
    return reply
      .header("cache-control", "no-store")
      .send(await listNotifications(db, user.id, request.messages));
  });

  app.post("/notifications/read", async (request) => {
    const user = requireUser(request);
    const { ids } = parseInput(markRead(request.locale), request.body ?? {}, request.locale);
    await markNotificationsRead(db, user.id, ids);
    return listNotifications(db, user.id, request.messages);
  });
}
