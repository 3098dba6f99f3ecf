import type { FastifyReply, FastifyRequest } from "fastify";

/** One Server-Sent Events answer, written by hand onto the socket. */
export interface EventStream {
  send(event: string, data: unknown, id?: number): void;
  /** A comment line: keeps proxies and the browser from taking the stream for dead. */
  heartbeat(): void;
  /** Ends the answer; `hangUp` also closes the connection (at shutdown, so the server need not wait for it). */
  end(options?: { hangUp?: boolean }): void;
  readonly ended: boolean;
  /** Bytes written but not yet taken by the client: a reader that stopped reading. */
  readonly backlog: number;
  onEnd(callback: () => void): void;
}

/**
 * Takes the answer over from Fastify (`hijack`): its headers so far (the security headers every answer
 * gets) go out at once with the event stream's own, and nothing buffers it: @fastify/compress works in
 * onSend, which a hijacked answer never reaches, and `X-Accel-Buffering: no` tells nginx-style proxies the same.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  { retryMs }: { retryMs: number },
): EventStream {
  reply.hijack();
  const res = reply.raw;
  const socket = request.raw.socket as typeof request.raw.socket | undefined;
  // The server's idle timeout would cut a quiet stream between heartbeats.
  // (`inject`'s stand-in socket has neither.)
  request.raw.socket?.setTimeout?.(0);
  request.raw.socket?.setNoDelay?.(true);
  const sofar = Object.entries(reply.getHeaders()).filter(
    (header): header is [string, string | number | string[]] => header[1] !== undefined,
  );
  res.writeHead(200, {
    ...Object.fromEntries(sofar),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
  });
  res.write(`retry: ${retryMs}\n\n`);
  let ended = false;
  const endCallbacks: (() => void)[] = [];
  const finish = () => {
    if (ended) return;
    ended = true;
    for (const callback of endCallbacks) callback();
  };
  res.on("close", finish);
  return {
    send(event, data, id) {
      if (ended) return;
      res.write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    heartbeat() {
      if (!ended) res.write(": \n\n");
    },
    end({ hangUp = false } = {}) {
      if (ended) return;
      finish();
      res.end();
      if (!hangUp) return;
      // The socket as opened (an ended answer may no longer hold it): ended once what is written has gone,
      // and destroyed if the other side does not let go, so a closing server need not wait for the client.
      socket?.end();
      setTimeout(() => socket?.destroy(), 1_000).unref();
    },
    get ended() {
      return ended;
    },
    get backlog() {
      return res.writableLength;
    },
    onEnd(callback) {
      endCallbacks.push(callback);
    },
  };
}
