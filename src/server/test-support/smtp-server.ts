import { createServer, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  data: string;
  messageId: string | null;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Every message the server accepted ("250" after the data). */
  received: ReceivedMail[];
  /** Stops listening and cuts every connection: the mail server is down (connections are refused). */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /** While set, a message's data is read but never answered: the conversation stalls mid-send. */
  stallOnData: boolean;
  /** Resolves at the next message whose data ended (answered or stalled). */
  nextData(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A small SMTP server for tests (enough of RFC 5321 for nodemailer: EHLO, MAIL, RCPT, DATA, RSET,
 * NOOP, QUIT; no TLS, no AUTH), which can be taken down and brought back on the same port.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const sockets = new Set<Socket>();
  const dataWaiters: (() => void)[] = [];
  let server: Server | null = null;
  let port = 0;
  const state: TestSmtpServer = {
    port: 0,
    url: "",
    received: [],
    stallOnData: false,
    down: async () => {
      const closing = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    up: () => listen(port),
    nextData: () => new Promise<void>((resolve) => dataWaiters.push(resolve)),
    close: () => state.down(),
  };

  const converse = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = "";
    let inData = false;
    let from = "";
    let to: string[] = [];
    const reply = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    reply("220 test.local ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const data = buffer.slice(0, end).replaceAll("\r\n..", "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const wake of dataWaiters.splice(0)) wake();
          if (state.stallOnData) return;
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(data)?.[1] ?? null;
          state.received.push({ from, to, data, messageId });
          reply("250 2.0.0 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 test.local");
        else if (verb === "MAIL") {
          from = /<([^>]*)>/.exec(line)?.[1] ?? "";
          to = [];
          reply("250 2.1.0 ok");
        } else if (verb === "RCPT") {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  };

  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(converse);
      next.once("error", reject);
      next.listen(at, "127.0.0.1", () => {
        server = next;
        const address = next.address();
        port = typeof address === "object" && address ? address.port : at;
        state.port = port;
        state.url = `smtp://127.0.0.1:${port}`;
        resolve();
      });
    });
  await listen(0);
  return state;
}
