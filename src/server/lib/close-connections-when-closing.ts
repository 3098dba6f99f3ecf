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
  // Every answer runs it: not async, so it makes no promise.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
