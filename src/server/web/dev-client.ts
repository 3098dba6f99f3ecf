import { readFile } from "node:fs/promises";
import { join } from "node:path";
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { PROJECT_ROOT } from "../paths.ts";
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

  const sendShell: SendShell = async (request, reply) => {
    const template = await readFile(join(CLIENT_ROOT, "index.html"), "utf8");
    const { statusCode, html } = await fillShell(template, request, shell);
    return sendShellHtml(request, reply, {
      statusCode,
      html: await vite.transformIndexHtml(request.url, html),
      secureCookies: shell.secureCookies,
    });
  };
  app.get("/", sendShell);
  return sendShell;
}
