import { readFile } from "node:fs/promises";
import { join } from "node:path";
import middie from "@fastify/middie";
import type { FastifyInstance } from "fastify";
import { createEnglishMessages } from "#shared/i18n/index.ts";
import { loadConfig } from "../config.ts";
import { PROJECT_ROOT } from "../paths.ts";
import { fillShell } from "./page-head.ts";
import type { SendShell } from "./plugin.ts";

const CLIENT_ROOT = join(PROJECT_ROOT, "src/client");

/** Development only: Vite serves the client's modules with hot reload through the same port as the API. */
export async function registerDevClient(app: FastifyInstance): Promise<SendShell> {
  const { createServer } = await import("vite");
  const config = loadConfig();
  const vite = await createServer({
    configFile: join(PROJECT_ROOT, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { port: config.PORT + 1 } },
    appType: "custom",
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  const messages = createEnglishMessages(config.BRAND_NAME).app;

  const sendShell: SendShell = async (request, reply) => {
    const pathname = new URL(request.url, "http://localhost").pathname;
    const template = await readFile(join(CLIENT_ROOT, "index.html"), "utf8");
    const { statusCode, html } = fillShell(template, pathname, messages, config.publicUrl);
    const transformed = await vite.transformIndexHtml(request.url, html);
    return reply.code(statusCode).type("text/html; charset=utf-8").send(transformed);
  };
  app.get("/", sendShell);
  return sendShell;
}
