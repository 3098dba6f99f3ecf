import type { FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema/index.ts";
import { unauthorized } from "../lib/http-errors.ts";

/**
 * The signed-in user of a route whose declared access is not public. The access hook has already
 * refused everyone else; this narrows the type, and still refuses if a route forgot to declare.
 */
export function signedIn(request: FastifyRequest): UserRow {
  if (!request.session) throw unauthorized();
  return request.session.user;
}
