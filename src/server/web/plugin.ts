import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createPreloadHints, type FirstPhotos } from "./preload-hints.ts";
import { checkShellTemplate, fillShell, type ShellOptions, sendShellHtml } from "./shell.ts";

export interface WebOptions extends ShellOptions {
  /** The Vite build output (production). */
  clientDir: string;
  /** For the first photos a page preloads. */
  firstPhotos?: FirstPhotos | undefined;
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
  const template = await readFile(join(options.clientDir, "index.html"), "utf8");
  checkShellTemplate(template);
  const addPreloadHints = await createPreloadHints(options.clientDir, options.firstPhotos);

  await app.register(fastifyStatic, {
    root: options.clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
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

  app.get("/", (request, reply) => sendShell(request, reply));
  return sendShell;

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const { statusCode, html } = await fillShell(template, request, options);
    return sendShellHtml(request, reply, {
      statusCode,
      html: statusCode === 200 ? await addPreloadHints(request.url, html) : html,
      secureCookies: options.secureCookies,
    });
  }
}
