import type { FastifyInstance } from "fastify";

/**
 * Once the app is closing, every answer closes its connection. Fastify does this for requests that
 * arrive while closing, but a request already running keeps its keep-alive connection open after
 * answering, and the shutdown would then wait for the client to let go (72 s at most).
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}
