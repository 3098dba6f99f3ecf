import type { FastifyInstance } from "fastify";
import { sendImage } from "../lib/images/serve.ts";
import type { Storage } from "../lib/storage/storage.ts";

/** Portfolio images are public: /uploads/designs/{designId}/{imageId}.jpg[?w=&q=&f=]. */
export async function designImageRoutes(app: FastifyInstance, { storage }: { storage: Storage }) {
  app.get("/uploads/designs/*", async (request, reply) => {
    const path = (request.params as { "*": string })["*"];
    return sendImage(storage, `designs/${path}`, request.query, request.headers["if-none-match"], reply);
  });
}
