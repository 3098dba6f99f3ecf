import { readFile } from "node:fs/promises";
import { join } from "node:path";
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import type { RenderPage } from "#shared/app/page-render.ts";
import { APP_ROUTES } from "#shared/app/routes.ts";
import { PROJECT_ROOT } from "../paths.ts";
import { createPageRendering } from "./page-render.ts";
import type { SendShell } from "./plugin.ts";
import { fillShell, type ShellOptions, sendShellHtml } from "./shell.ts";

const CLIENT_ROOT = join(PROJECT_ROOT, "src/client");

/** Development only: Vite serves the client's modules with hot reload through the same port as the API. */
export async function registerDevClient(
  app: FastifyInstance,
  shell: ShellOptions,
  hmrPort: number,
): Promise<SendShell> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: join(PROJECT_ROOT, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { port: hmrPort } },
    appType: "custom",
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());

  // Loaded on each page, so a change to a page's code shows on the next reload, rendered on the server too.
  const loadRenderPage = async () =>
    ((await vite.ssrLoadModule("/entry-server.tsx")) as { renderPage: RenderPage }).renderPage;
  const withRendering = { ...shell, renderPage: createPageRendering(app, { ...shell, loadRenderPage }) };

  const sendShell: SendShell = async (request, reply) => {
    const template = await readFile(join(CLIENT_ROOT, "index.html"), "utf8");
    const { statusCode, html } = await fillShell(template, request, withRendering);
    return sendShellHtml(request, reply, {
      statusCode,
      html: await vite.transformIndexHtml(request.url, html()),
      secureCookies: shell.secureCookies,
    });
  };
  for (const route of APP_ROUTES) app.get(route.path, sendShell);
  return sendShell;
}
