import type { FastifyInstance } from "fastify";
import type { Catalogues } from "#shared/i18n/catalogues.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { LOCALES, type Locale } from "#shared/i18n/locales.ts";
import { requestLocale } from "./request-locale.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language this answer is written in. */
    locale: Locale;
    /** That language's catalogue: error messages and mail follow the reader. */
    messages: Messages;
  }
}

/** Each request learns its language once, before any handler or error needs a word. */
export function registerRequestMessages(app: FastifyInstance, catalogues: Catalogues): void {
  app.decorateRequest("locale", "en");
  app.decorateRequest("messages", {
    getter() {
      return catalogues[this.locale];
    },
  });
  // Every request runs it: not async, so it makes no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    request.locale = requestLocale(request);
    done();
  });
}

/**
 * Something built from a catalogue (a schema with its messages, say) once per language, so a route
 * can pick the reader's without rebuilding it on every request.
 */
export function perLocale<T>(catalogues: Catalogues, build: (messages: Messages) => T) {
  const built = Object.fromEntries(LOCALES.map((locale) => [locale, build(catalogues[locale])])) as Record<
    Locale,
    T
  >;
  return (locale: Locale): T => built[locale];
}
