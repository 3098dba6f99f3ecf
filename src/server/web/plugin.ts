import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { APP_ROUTES } from "#shared/app/routes.ts";
import { type PreparedBytes, prepareText } from "../lib/http/prepared-json.ts";
import { createPageRendering, importBuiltRenderPage } from "./page-render.ts";
import { createPreloadHints } from "./preload-hints.ts";
import {
  checkShellTemplate,
  fillShell,
  type ShellOptions,
  sendShellHtml,
  sendShellPrepared,
} from "./shell.ts";
import { type InlineScript, THEME_SCRIPT_TAG } from "./theme-script.ts";

export interface WebOptions extends ShellOptions {
  /** The Vite build output (production). */
  clientDir: string;
  /** The theme script, carried inline (its hash is in the CSP). */
  themeScript?: InlineScript | undefined;
  /** What starts a server-rendered page's app once it is painted, carried inline (its hash is in the CSP). */
  paintFirstScript?: InlineScript | undefined;
}

export type SendShell = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

/**
 * Serves the built client: hashed assets cached for a year, the other public files for an hour.
 * Returns the sender of the HTML shell, which the app's not-found handler uses for navigations.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<SendShell> {
  const built = await readFile(join(options.clientDir, "index.html"), "utf8");
  checkShellTemplate(built);
  const { themeScript } = options;
  const template = themeScript ? built.replace(THEME_SCRIPT_TAG, () => themeScript.element) : built;
  const addPreloadHints = await createPreloadHints(options.clientDir, options.paintFirstScript);
  const renderPage = await importBuiltRenderPage(join(options.clientDir, "..", "server", "entry-server.js"));
  if (!renderPage)
    app.log.warn("No server entry beside the client build: every page is rendered in the browser");
  const keptPages = new LRUCache<string, PreparedBytes>({ max: 300, ttl: 60_000 });
  const shell = {
    ...options,
    renderPage:
      renderPage &&
      createPageRendering(app, { ...options, loadRenderPage: () => Promise.resolve(renderPage) }),
  };

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The template is only ever sent filled in, by sendShell; the build manifest is the server's own.
    allowedPath: (path) => path !== "/index.html" && !path.startsWith("/.vite/"),
    setHeaders(reply, path) {
      if (path.startsWith(join(options.clientDir, "assets")))
        reply.header("cache-control", "public, max-age=31536000, immutable");
      // The service worker must be checked on every visit, so a deployment replaces it at once.
      else if (path.endsWith("sw.js")) reply.header("cache-control", "no-cache");
      else reply.header("cache-control", "public, max-age=3600");
    },
  });

  // Each screen's address is a route of its own, so its page is compressed like any answer (the not-found
  // handler, which serves the other addresses the 404 screen, gets no compression).
  for (const route of APP_ROUTES) app.get(route.path, sendShell);
  return sendShell;

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const { statusCode, html, keep } = await fillShell(template, request, shell);
    const whole = async () => (statusCode === 200 ? await addPreloadHints(request.url, html()) : html());
    const { secureCookies } = options;
    if (!keep) return sendShellHtml(request, reply, { statusCode, html: await whole(), secureCookies });
    // A visitor's page is the same bytes while its data is: kept, it is neither assembled nor compressed again.
    let page = keptPages.get(keep);
    if (!page) {
      page = prepareText(await whole());
      keptPages.set(keep, page);
    }
    return sendShellPrepared(request, reply, { statusCode, page, secureCookies });
  }
}
