import type { FastifyRequest } from "fastify";

const carriesCurrentPassword = (body: unknown): boolean =>
  typeof body === "object" && body !== null && "currentPassword" in body && Boolean(body.currentPassword);

/**
 * The per-address limit (`config.rateLimit`) of a signed-in write that checks the current password
 * when its body carries one. Counted once the body is read (preHandler), and only for those bodies, so
 * saving a name is never limited; the account's own limit is counted in the service.
 */
export function currentPasswordRateLimit(perMinute: number) {
  return {
    max: perMinute,
    timeWindow: "1 minute",
    hook: "preHandler" as const,
    allowList: (request: FastifyRequest) => !carriesCurrentPassword(request.body),
  };
}
