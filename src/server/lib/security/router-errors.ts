import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: "This address is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "This address is too long.",
};

/** Every header helmet sets, so an answer sent before its hook ran can carry them too. */
const SECURITY_HEADERS =
  /^(content-security-policy|strict-transport-security|x-content-type-options|referrer-policy|x-frame-options|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection|origin-agent-cluster|cross-origin-.*)$/;

/**
 * Fastify's `frameworkErrors`: the router refuses a URL it cannot decode or a parameter too long
 * before any hook runs, so neither the JSON `{message}` nor the security headers would be there.
 * The headers are read once from a real answer of the app (helmet's, whatever its settings).
 */
export function answerRouterErrors() {
  let headers: Promise<Record<string, string>> | undefined;
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    headers ??= request.server.inject("/healthz").then((answer) =>
      Object.fromEntries(
        Object.entries(answer.headers)
          .filter(([name]) => SECURITY_HEADERS.test(name))
          .map(([name, value]) => [name, String(value)]),
      ),
    );
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    return reply
      .code(status)
      .headers(await headers)
      .send({ message: MESSAGES[error.code] ?? "This request is not valid." });
  };
}
