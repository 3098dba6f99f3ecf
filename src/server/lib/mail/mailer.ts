import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { outboxEmails } from "../../db/schema/index.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text; every user-supplied string in it must already be escaped. */
  html?: string | undefined;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Without an SMTP server: mail is kept in the outbox table. In development its text is also
 * logged so links can be followed; elsewhere only the subject, as mail can carry sign-in links.
 */
export function createOutboxMailer(
  db: Db,
  log: FastifyBaseLogger,
  { logText }: { logText: boolean },
): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxEmails).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
      });
      log.info(
        { to: mail.to, subject: mail.subject, ...(logText ? { text: mail.text } : {}) },
        "mail stored in the outbox (no SMTP_URL set)",
      );
    },
  };
}

/** With SMTP_URL: mail goes out through that server. */
export async function createSmtpMailer(url: string, from: string): Promise<Mailer> {
  const { createTransport } = await import("nodemailer");
  const transport = createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}
