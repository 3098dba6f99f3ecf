import type { FastifyReply, FastifyRequest } from "fastify";
import { PAGE_STATE_ID } from "#shared/app/page-render.ts";
import type { Messages } from "#shared/i18n/index.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { type PreparedBytes, sendPreparedBytes } from "../lib/http/prepared-json.ts";
import { rememberAddressLocale, requestLocale } from "../lib/i18n/request-locale.ts";
import { describePage, type PageDataLookup, renderPageHead } from "./page-head.ts";
import { mayBeSignedIn, type PageRendering } from "./page-render.ts";

const HEAD_PLACEHOLDER = "<!--app-head-->";
/** index.html names a language for tools that read the file itself; each answer names its own. */
const HTML_LANG = /<html lang="[^"]*">/;
const APP_ROOT = '<div id="root"></div>';

export interface ShellOptions {
  /** Every language's catalogue, built once. */
  catalogues: Record<Locale, Messages>;
  /** The brand name (BRAND_NAME) the catalogues were built with. */
  brand: string;
  publicUrl: string;
  lookup?: PageDataLookup | undefined;
  /** Cookies set with a page (the language its address names) are Secure when the site is HTTPS-only. */
  secureCookies: boolean;
  /** The public pages' server render; without it every page is rendered in the browser. */
  renderPage?: PageRendering | undefined;
}

/** Refuses a client build whose index.html the server could not fill in. */
export function checkShellTemplate(template: string): void {
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`index.html lacks ${HEAD_PLACEHOLDER}`);
  if (!HTML_LANG.test(template)) throw new Error('index.html lacks <html lang="…">');
  if (!template.includes(APP_ROOT)) throw new Error(`index.html lacks ${APP_ROOT}`);
}

/** JSON inside a script element: `<` escaped, so no text in the data can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export interface FilledShell {
  statusCode: number;
  /** The page's HTML, put together when asked for: a kept page is sent without it. */
  html: () => string;
  /**
   * What the whole page depends on, when a visitor's page may be kept and sent again as it is (the
   * server-rendered page's key with the address and language; empty otherwise).
   */
  keep: string;
}

/**
 * The HTML shell for a browser navigation, in the reader's language, with 404 when the client has
 * no screen (or no data) for the path.
 */
export async function fillShell(
  template: string,
  request: FastifyRequest,
  options: ShellOptions,
): Promise<FilledShell> {
  const pathname = new URL(request.url, "http://localhost").pathname;
  const locale = requestLocale(request);
  const language = { locale, messages: options.catalogues[locale], publicUrl: options.publicUrl };
  const [{ statusCode, head }, page] = await Promise.all([
    describePage(pathname, language, options.lookup),
    options.renderPage?.(request, locale),
  ]);
  const html = () => {
    const root = page
      ? `<div id="root">${page.html}</div>${page.icons}<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(page.state)}</script>`
      : APP_ROOT;
    // Replacer functions, never strings: a replacement string reads `$'`, `` $` `` and `$&` as patterns,
    // and the head and the page hold designers' own text.
    return template
      .replace(HTML_LANG, () => `<html lang="${locale}">`)
      .replace(HEAD_PLACEHOLDER, () => renderPageHead(head, language))
      .replace(APP_ROOT, () => root);
  };
  return {
    statusCode,
    keep: !mayBeSignedIn(request) && page?.key ? `${statusCode} ${locale} ${request.url} ${page.key}` : "",
    html,
  };
}

/** The shell's language follows the cookie and Accept-Language too, so shared caches must keep them apart. */
function shellHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  secureCookies: boolean,
) {
  rememberAddressLocale(request, reply, secureCookies);
  // A signed-in person's page carries who they are: no shared cache may keep it.
  const signedIn = mayBeSignedIn(request);
  return reply
    .code(statusCode)
    .header("cache-control", signedIn ? "private, no-cache" : "no-cache")
    .header("vary", "Accept-Language, Cookie");
}

export function sendShellHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  { statusCode, html, secureCookies }: { statusCode: number; html: string; secureCookies: boolean },
): FastifyReply {
  return shellHeaders(request, reply, statusCode, secureCookies).type("text/html; charset=utf-8").send(html);
}

/** A visitor's page kept whole: its bytes, each compressed form made once (lib/http/prepared-json.ts). */
export function sendShellPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  { statusCode, page, secureCookies }: { statusCode: number; page: PreparedBytes; secureCookies: boolean },
): FastifyReply {
  shellHeaders(request, reply, statusCode, secureCookies);
  return sendPreparedBytes(request, reply, page, "text/html; charset=utf-8");
}
