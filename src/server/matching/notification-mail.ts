import { englishMessages } from "#shared/i18n/index.ts";
import { escapeHtml } from "../lib/html/escape-html.ts";
import type { Mail } from "../lib/mail/mailer.ts";

const m = englishMessages.matching.notifications.mail;

/** A notification as mail: the title as subject, the body and the absolute link as text and as HTML. */
export function notificationMail(to: string, title: string, body: string, url: string): Mail {
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("");
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f6f5f2;font-family:Arial,Helvetica,sans-serif;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>`,
    paragraphs,
    `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#1f2933;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(m.open)}</a></p>`,
    `<p style="margin:0;font-size:12px;color:#6b7280">${escapeHtml(url)}<br>${escapeHtml(m.footer)}</p>`,
    "</div></body></html>",
  ].join("");
  return { to, subject: title, text: `${body}\n\n${m.linkLine(url)}\n\n${m.footer}\n`, html };
}
