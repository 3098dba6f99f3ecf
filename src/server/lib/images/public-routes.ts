import type { FastifyInstance } from "fastify";
import type { Storage } from "../storage/storage.ts";
import { sendImage } from "./serve.ts";

/**
 * Serves the public image folders at /uploads/{folder}/...[?w=&q=&f=]: portfolio images and
 * profile photos. Request photos are private and served by their own routes.
 */
export async function publicImageRoutes(
  app: FastifyInstance,
  { storage, folders }: { storage: Storage; folders: readonly string[] },
) {
  for (const folder of folders) {
    app.get(`/uploads/${folder}/*`, async (request, reply) => {
      const path = (request.params as { "*": string })["*"];
      return sendImage(storage, `${folder}/${path}`, request.query, request.headers["if-none-match"], reply);
    });
  }
}
