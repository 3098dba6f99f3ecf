import type { FastifyInstance } from "fastify";
import { badRequest } from "../http-errors.ts";

/** NUL, which PostgreSQL text cannot hold, or half a surrogate pair, which UTF-8 cannot encode. */
function unstorable(text: string): boolean {
  return text.includes("\u0000") || !text.isWellFormed();
}

function containsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return unstorable(value);
  if (depth > 32 || !value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => unstorable(key) || containsUnstorable(item, depth + 1));
}

/**
 * Refuses (400) a JSON body or query string carrying text the database would fail on (NUL) or
 * silently change (a lone surrogate turns into U+FFFD), so such text is neither a 500 nor stored
 * differently from what was sent.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  // Every request runs it: not async, so it makes no promise.
  app.addHook("preValidation", (request, _reply, done) => {
    if (containsUnstorable(request.query) || containsUnstorable(request.body))
      done(badRequest((m) => m.answers.errors.unstorableText));
    else done();
  });
}
