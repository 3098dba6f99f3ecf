import { connect, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** Like a stopped server: refuses new connections and cuts the open ones. */
  close(): Promise<void>;
  /** Accepts connections again, on the same port (nothing to do when open). */
  open(): Promise<void>;
}

/**
 * A TCP proxy on a free loopback port to `target`, so a test can take a server away from the app
 * and bring it back without touching the real one (other tests share it).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const listening = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const [from, to] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(from);
          from.pipe(to);
          from.on("error", () => to.destroy());
          from.on("close", () => {
            sockets.delete(from);
            to.destroy();
          });
        }
      });
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        const address = listening.address();
        if (address && typeof address === "object") port = address.port;
        server = listening;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async close() {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    open: listen,
  };
}
