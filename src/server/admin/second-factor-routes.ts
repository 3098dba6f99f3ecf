import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../auth/guards.ts";
import { resetSecondFactor } from "../auth/second-factor/settings.ts";
import type { Db } from "../db/client.ts";
import { noContent, pathParams } from "../lib/http/declared-schemas.ts";

const userParams = pathParams({ id: z.uuid() }, (m) => m.admin.errors.userNotFound);

/** An admin resets another account's lost second factor (spec: issue 18, ASVS 5.0 6.4.x). */
export async function adminSecondFactorRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.delete(
    "/admin/users/:id/second-factor",
    {
      config: { access: ["admin"] },
      schema: {
        tags: ["admin"],
        summary:
          "Reset an account's second factor: its app, passkeys and recovery codes go, its sessions end",
        description: "Kept in the account's history with the admin who did it, and logged. Not one's own.",
        params: userParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const admin = signedIn(request);
      await resetSecondFactor(
        db,
        { id: admin.id, log: request.log, userAgent: request.headers["user-agent"] },
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );
}
