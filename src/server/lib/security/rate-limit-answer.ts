import { HttpError } from "../http-errors.ts";

/** @fastify/rate-limit's `errorResponseBuilder`: the refusal in the reader's language (Retry-After is the plugin's). */
export function tooManyRequests(_request: unknown, context: { statusCode: number; ttl: number }): HttpError {
  const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
  return new HttpError(context.statusCode, (m) => m.answers.errors.tooManyRequests(minutes));
}
