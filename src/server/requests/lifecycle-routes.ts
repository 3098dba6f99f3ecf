import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../auth/guards.ts";
import { noContent, pathParams } from "../lib/http/declared-schemas.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { assertCanWithdraw } from "./policy.ts";
import { findRequest } from "./service.ts";
import { withdrawRequest } from "./withdrawal.ts";

/** A request's life once designers are involved: withdrawn instead of deleted (docs/decisions.md). */
export async function requestLifecycleRoutes(app: FastifyInstance, deps: MailContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/forms/:id/withdraw",
    {
      config: { access: ["client", "admin"] },
      schema: {
        tags: ["requests"],
        summary: "Withdraw a request once designers are introduced and none is chosen",
        description:
          "The request and its open introductions become 'withdrawn' and the designers are told; they keep a read-only record. 409 in any other status.",
        params: pathParams({ id: z.uuid() }, (m) => m.requests.errors.notFound),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const row = assertCanWithdraw(user, await findRequest(deps.db, request.params.id));
      await withdrawRequest(deps, user, row, request.log);
      return reply.code(204).send(null);
    },
  );
}
