// A tiny SMTP server that keeps every mail it receives, so a browser test can follow a mailed link.
import { createServer } from "node:net";

export interface CaughtMail {
  to: string[];
  /** The message as sent: headers, a blank line, the body (dot-stuffing undone). */
  raw: string;
}

/** The plain-text body of a mail, quoted-printable soft breaks and escapes decoded. */
export function mailText(mail: CaughtMail): string {
  const body = mail.raw.slice(mail.raw.indexOf("\n\n") + 2);
  return body
    .replace(/=\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startSmtpCatcher(port = 0) {
  const mails: CaughtMail[] = [];
  const server = createServer((socket) => {
    socket.setEncoding("utf8");
    let pending = "";
    let inData = false;
    let mail: CaughtMail = { to: [], raw: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 catcher ready");
    socket.on("data", (chunk: string) => {
      pending += chunk;
      for (let end = pending.indexOf("\r\n"); end >= 0; end = pending.indexOf("\r\n")) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            mails.push(mail);
            mail = { to: [], raw: "" };
            reply("250 OK");
          } else mail.raw += `${line.startsWith(".") ? line.slice(1) : line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 catcher");
        else if (command === "RCPT") {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (command === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (command === "QUIT") {
          reply("221 Bye");
          socket.end();
        } else reply("250 OK");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The SMTP catcher has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
