import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { validate } from "#shared/app/validation.ts";
import { lostRaceConstraint } from "./constraint-violations.ts";
import { missingTextOf, wordingOf } from "./http/declared-schemas.ts";
import { HttpError, notFound } from "./http-errors.ts";
import { isMalformedForm } from "./malformed-form.ts";
import { isServiceUnavailable, isStorageFull } from "./outage-errors.ts";

/**
 * Every error answers `{ message }` in the reader's language (`request.messages`). What is ours to
 * fix is logged and answered with a generic text; nothing of its detail reaches the caller.
 */
export function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const m = request.messages;
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...error.fields, message: error.messageIn(m) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) return answerRefusedInput(error, request, reply);
    if (isResponseSerializationError(error)) {
      // An answer that does not match its declared schema is ours to fix, and must not leak.
      request.log.error({ err: error, issues: error.cause.issues }, "an answer did not match its schema");
      return reply.code(500).send({ message: m.answers.errors.serverError });
    }
    if (isMalformedForm(error)) return reply.code(400).send({ message: m.answers.errors.malformedForm });
    // A write that lost a race to another and was refused by a key or check: the caller's conflict.
    if (lostRaceConstraint(error) !== undefined) {
      request.log.warn({ err: error }, "a write lost a race to another");
      return reply.code(409).send({ message: m.requests.errors.changedMeanwhile });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // Fastify's own refusals (a body that is not JSON, too large, of an unknown type) speak to developers.
    if (statusCode < 500) return reply.code(statusCode).send({ message: error.message });
    // A database that is away or a full disk is a state to wait out, not a bug: say so at once.
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, "a service the request needs is unavailable");
      return reply.code(503).header("retry-after", "5").send({ message: m.answers.errors.unavailable });
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, "no room to store a file");
      return reply.code(507).send({ message: m.answers.errors.storageFull });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(statusCode).send({ message: m.answers.errors.serverError });
  });
}

/** A 404 naming what was asked for, for API calls and anything else that is not a page. */
export function answerNoSuchAddress(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0] ?? request.url;
  return reply
    .code(404)
    .send({ message: request.messages.answers.errors.noSuchAddress(request.method, path) });
}

/**
 * A request part its route's schema refused: a malformed path names nothing (404); a body or query
 * answers 400 with its first failing field, worded again in the reader's language.
 */
function answerRefusedInput(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const m = request.messages;
  const part = error.validationContext;
  const schema = request.routeOptions.schema;
  if (part === "params") {
    const missing = notFound(missingTextOf(schema?.params));
    return reply.code(404).send({ message: missing.messageIn(m) });
  }
  const declared = part === "querystring" ? schema?.querystring : part === "body" ? schema?.body : undefined;
  const input = part === "querystring" ? request.query : request.body;
  if (declared) {
    const { schema: worded, fieldOrder } = wordingOf(declared as never, m);
    const result = validate(worded, input, fieldOrder, request.locale);
    if (!result.success) return reply.code(400).send({ message: result.message });
  }
  return reply.code(400).send({ message: error.message });
}
