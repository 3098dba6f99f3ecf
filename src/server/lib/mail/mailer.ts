import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, DbExecutor } from "../../db/client.ts";
import { outboxEmails } from "../../db/schema/index.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text; every user-supplied string in it must already be escaped. */
  html?: string | undefined;
  /** What it is about, for the operator's delivery log ("password-reset", a notice's kind, …). */
  kind?: string | undefined;
}

export interface SendOptions {
  /** The transaction of the action that causes the mail: the mail is queued only if it commits. */
  db?: DbExecutor | undefined;
}

export interface Mailer {
  send(mail: Mail, options?: SendOptions): Promise<void>;
  /**
   * Many mails in one go (a notice to every admin): one write for all of them, not one round trip each,
   * so a request's answer does not wait on its recipients' number.
   */
  sendAll(mails: readonly Mail[], options?: SendOptions): Promise<void>;
}

/** A transport: hands a mail to its server now, and throws when it could not. */
export interface MailTransport {
  deliver(mail: Mail, delivery: { id: string }): Promise<void>;
}

/**
 * The mails in one statement whose text is the same for any number of them: each different letter goes once and
 * each address names its letter. A notice to 100 admins is two letters (one a language): as a row of values each,
 * it was 400 parameters, the HTML part a hundred times over (issue 20).
 */
async function storeInOutbox(db: DbExecutor, mails: readonly Mail[]): Promise<void> {
  const letters = new Map<string, { index: number; mail: Mail }>();
  const letterOf = mails.map((mail) => {
    const key = JSON.stringify([mail.subject, mail.text, mail.html ?? null]);
    const letter = letters.get(key) ?? { index: letters.size + 1, mail };
    letters.set(key, letter);
    return letter.index;
  });
  const written = [...letters.values()].map(({ mail }) => mail);
  await db.execute(sql`insert into ${outboxEmails} (to_address, subject, text_body, html_body)
    select sent.to_address, letter.subject, letter.text_body, letter.html_body
    from unnest(${sql.param(mails.map((mail) => mail.to))}::text[], ${sql.param(letterOf)}::int[])
        with ordinality as sent(to_address, letter, position)
      join unnest(${sql.param(written.map((mail) => mail.subject))}::text[],
          ${sql.param(written.map((mail) => mail.text))}::text[],
          ${sql.param(written.map((mail) => mail.html ?? null))}::text[])
        with ordinality as letter(subject, text_body, html_body, index) on letter.index = sent.letter
    order by sent.position`);
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
  async function sendAll(mails: readonly Mail[], options?: SendOptions) {
    if (mails.length === 0) return;
    await storeInOutbox(options?.db ?? db, mails);
    for (const mail of mails)
      log.info(
        { to: mail.to, subject: mail.subject, ...(logText ? { text: mail.text } : {}) },
        "mail stored in the outbox (no SMTP_URL set)",
      );
  }
  return { send: (mail, options) => sendAll([mail], options), sendAll };
}

/** An SMTP conversation that stalls this long fails the try, which is then made again later. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * With SMTP_URL: mail goes out through that server. The Message-ID is the delivery's id, so a try
 * that the server accepted but this process never heard back from (it died) is one message twice,
 * which receiving servers may fold together.
 */
export async function createSmtpTransport(url: string, from: string): Promise<MailTransport> {
  const { createTransport } = await import("nodemailer");
  const transport = createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? "nestmatch.hk";
  return {
    async deliver(mail, { id }) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${id}@${domain}>`,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
  };
}
