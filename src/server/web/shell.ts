import type { FastifyReply, FastifyRequest } from "fastify";
import type { Messages } from "#shared/i18n/index.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { rememberAddressLocale, requestLocale } from "../lib/i18n/request-locale.ts";
import { describePage, type PageDataLookup, renderPageHead } from "./page-head.ts";

const HEAD_PLACEHOLDER = "<!--app-head-->";
/** index.html names a language for tools that read the file itself; each answer names its own. */
const HTML_LANG = /<html lang="[^"]*">/;

export interface ShellOptions {
  /** Every language's catalogue, built once. */
  catalogues: Record<Locale, Messages>;
  publicUrl: string;
  lookup?: PageDataLookup | undefined;
  /** Cookies set with a page (the language its address names) are Secure when the site is HTTPS-only. */
  secureCookies: boolean;
}

/** Refuses a client build whose index.html the server could not fill in. */
export function checkShellTemplate(template: string): void {
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`index.html lacks ${HEAD_PLACEHOLDER}`);
  if (!HTML_LANG.test(template)) throw new Error('index.html lacks <html lang="…">');
}

/**
 * The HTML shell for a browser navigation, in the reader's language, with 404 when the client has
 * no screen (or no data) for the path.
 */
export async function fillShell(
  template: string,
  request: FastifyRequest,
  options: ShellOptions,
): Promise<{ statusCode: number; html: string }> {
  const pathname = new URL(request.url, "http://localhost").pathname;
  const locale = requestLocale(request);
  const language = { locale, messages: options.catalogues[locale], publicUrl: options.publicUrl };
  const { statusCode, head } = await describePage(pathname, language, options.lookup);
  // Replacer functions, never strings: a replacement string reads `$'`, `` $` `` and `$&` as patterns,
  // and the head holds designers' own text.
  return {
    statusCode,
    html: template
      .replace(HTML_LANG, () => `<html lang="${locale}">`)
      .replace(HEAD_PLACEHOLDER, () => renderPageHead(head, language)),
  };
}

/** The shell's language follows the cookie and Accept-Language too, so shared caches must keep them apart. */
export function sendShellHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  { statusCode, html, secureCookies }: { statusCode: number; html: string; secureCookies: boolean },
): FastifyReply {
  rememberAddressLocale(request, reply, secureCookies);
  return reply
    .code(statusCode)
    .header("cache-control", "no-cache")
    .header("vary", "Accept-Language, Cookie")
    .type("text/html; charset=utf-8")
    .send(html);
}
