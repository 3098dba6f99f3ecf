import type { Messages } from "#shared/i18n/index.ts";
import type { Locale } from "#shared/i18n/locales.ts";
import { escapeHtml } from "../lib/html/escape-html.ts";
import type { Mail } from "../lib/mail/mailer.ts";

export interface NotificationLetter {
  to: string;
  title: string;
  body: string;
  /** The notice's absolute address. */
  url: string;
  /** The recipient's language, which the title and body are written in. */
  locale: Locale;
  words: Messages["matching"]["notifications"]["mail"];
}

/** A notification as mail: the title as subject, the body and the absolute link as text and as HTML. */
export function notificationMail({ to, title, body, url, locale, words }: NotificationLetter): Mail {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
  const html = [
    `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f5f2;font-family:Arial,Helvetica,sans-serif;color:#1f2933">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>`,
    paragraphs,
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1f2933;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(words.open)}</a></p>`,
    `<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(url)}<br>${escapeHtml(words.footer)}</p>`,
    "</div></body></html>",
  ].join("");
  return { to, subject: title, text: `${body}\n\n${words.linkLine(url)}\n\n${words.footer}\n`, html };
}
