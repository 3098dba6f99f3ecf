// The browser tests' mailbox: every mail the app sent during the run, read over HTTP by the specs.
import { createServer } from "node:http";
import { type CaughtMail, mailText, startSmtpCatcher } from "./smtp-catcher.ts";

export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

function toMail(mail: CaughtMail): Mail {
  const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "";
  return { to: mail.to, subject, text: mailText(mail) };
}

/** Starts the catcher on `smtpPort` and answers GET /?to=address with that address's mails as JSON. */
export async function startMailbox(smtpPort: number, httpPort: number) {
  const smtp = await startSmtpCatcher(smtpPort);
  const http = createServer((request, response) => {
    const to = new URL(request.url ?? "/", "http://mailbox").searchParams.get("to");
    const mails = smtp.mails.filter((mail) => !to || mail.to.includes(to)).map(toMail);
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));
  return smtp.url;
}
