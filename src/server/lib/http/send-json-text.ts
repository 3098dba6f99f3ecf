import type { FastifyReply } from "fastify";

/**
 * Sends JSON text that was already serialized through the route's response schema (a cached answer),
 * so it is not encoded again on every request.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
