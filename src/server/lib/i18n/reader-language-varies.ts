import type { FastifyReply } from "fastify";

/**
 * An answer that shows people's texts in the reader's language differs by what decides that
 * language (requestLocale: the address, the cookie, Accept-Language), so no cache may hand one
 * reader's language to another.
 */
export function readerLanguageVaries(reply: FastifyReply): FastifyReply {
  return reply.header("vary", "Accept-Language, Cookie");
}
