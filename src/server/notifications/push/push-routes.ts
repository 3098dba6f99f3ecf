import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  isPushServiceEndpoint,
  PUSH_SERVICE_HOSTS,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
} from "#shared/notifications/push.ts";
import { signedIn } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { localized, noContent } from "../../lib/http/declared-schemas.ts";
import { badRequest, unauthorized } from "../../lib/http-errors.ts";
import { removeSubscription, saveSubscription } from "./subscriptions.ts";

export interface PushRouteOptions {
  db: Db;
  publicKey: string;
  /** The push services whose endpoints are accepted (tests add their local one). */
  pushHosts?: readonly string[] | undefined;
}

/** A browser opting in to notices on this device, and out again. */
export async function pushRoutes(app: FastifyInstance, { db, publicKey, pushHosts }: PushRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const hosts = pushHosts ?? PUSH_SERVICE_HOSTS;

  api.get(
    "/push/key",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary: "The key a browser subscribes to this site's push notifications with (applicationServerKey)",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey }),
  );

  api.put(
    "/push/subscriptions",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary:
          "Send this browser's notices to it as push notifications, for as long as this session lasts (the browser's PushSubscription)",
        body: localized((m) => pushSubscriptionSchema(m.push.validation)),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const session = request.session;
      if (!session) throw unauthorized();
      if (!isPushServiceEndpoint(request.body.endpoint, hosts))
        throw badRequest((m) => m.push.validation.endpoint);
      await saveSubscription(db, { userId: user.id, sessionId: session.sessionId }, request.body);
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/push/unsubscribe",
    {
      config: { access: "signed-in" },
      schema: {
        tags: ["notifications"],
        summary:
          "Stop push notifications to this browser (its endpoint); another account's subscription is left alone",
        body: localized((m) => pushEndpointSchema(m.push.validation)),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeSubscription(db, signedIn(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
