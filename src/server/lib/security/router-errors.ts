import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { LOCALE_COOKIE, type Locale, parseLocale } from "#shared/i18n/locales.ts";
import { negotiateLocale } from "../i18n/request-locale.ts";
import type { HeaderSet } from "./security-headers.ts";

function refusal(code: string, m: Messages): string {
  if (code === "FST_ERR_BAD_URL") return m.answers.errors.badAddress;
  if (code === "FST_ERR_MAX_PARAM_LENGTH") return m.answers.errors.addressTooLong;
  return m.answers.errors.badRequest;
}

/** No hook has parsed the cookies or the query yet (and the address is what is broken): the cookie, else the browser. */
function routerErrorLocale(request: FastifyRequest): Locale {
  const cookie = request.headers.cookie;
  const cookies = cookie ? request.server.parseCookie(cookie) : {};
  return parseLocale(cookies[LOCALE_COOKIE]) ?? negotiateLocale(request.headers["accept-language"]);
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL it cannot decode or a parameter too long
 * before any hook runs, so neither the JSON `{message}` nor the security headers would be there.
 */
export function answerRouterErrors(catalogues: Catalogues, headers: HeaderSet) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : 400;
    return reply
      .code(status)
      .headers(headers)
      .send({ message: refusal(error.code, catalogues[routerErrorLocale(request)]) });
  };
}
