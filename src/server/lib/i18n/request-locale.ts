import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_QUERY,
  type Locale,
  parseLocale,
} from "#shared/i18n/locales.ts";

/** Chinese in any script or region, and Cantonese, read the Hong Kong catalogue best. */
function localeOfLanguageTag(tag: string): Locale | undefined {
  const primary = tag.toLowerCase().split("-")[0];
  if (primary === "en") return "en";
  if (primary === "zh" || primary === "yue") return "zh-HK";
  return undefined;
}

function negotiate(acceptLanguage: string): Locale {
  const tags = new Negotiator({ headers: { "accept-language": acceptLanguage } }).languages();
  for (const tag of tags) {
    const locale = localeOfLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * Each browser sends the same Accept-Language with every request, and visitors' browsers send a few hundred
 * different ones at most; reading one took about 2 µs, a twentieth of a kept catalogue answer's whole work
 * (issue 20). So each header's answer is kept; a long one (nobody's browser) is read every time.
 */
const negotiated = new LRUCache<string, Locale>({ max: 500 });
const KEPT_HEADER_LENGTH = 200;

/** The browser's preference, in its own order of quality values. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  if (acceptLanguage.length > KEPT_HEADER_LENGTH) return negotiate(acceptLanguage);
  let locale = negotiated.get(acceptLanguage);
  if (locale === undefined) {
    locale = negotiate(acceptLanguage);
    negotiated.set(acceptLanguage, locale);
  }
  return locale;
}

/**
 * The language of an answer: the address's `?lang=`, else the reader's remembered choice (cookie,
 * then account), else the browser's Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest, accountLocale?: Locale | null): Locale {
  return (
    addressLocale(request) ??
    parseLocale(request.cookies?.[LOCALE_COOKIE]) ??
    accountLocale ??
    negotiateLocale(request.headers["accept-language"])
  );
}

function addressLocale(request: FastifyRequest): Locale | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  return parseLocale(query?.[LOCALE_QUERY]);
}

/**
 * A page opened at an address in a language (a shared link, a search result) makes that language the
 * browser's choice: the page's own calls to the API, and the pages it leads to, answer in it too.
 */
export function rememberAddressLocale(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  const locale = addressLocale(request);
  if (locale && locale !== parseLocale(request.cookies?.[LOCALE_COOKIE]))
    rememberLocale(reply, locale, secure);
}

/** Remembers a choice on this browser; readable by the page so it can switch without a reload. */
export function rememberLocale(reply: FastifyReply, locale: Locale, secure: boolean): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    sameSite: "lax",
    secure,
    httpOnly: false,
  });
}
