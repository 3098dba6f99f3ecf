import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { FastifyInstance } from "fastify";
import type { Locale } from "#shared/i18n/locales.ts";
import { HONG_KONG_TIME_ZONE } from "#shared/matching/business-days.ts";
import type { MailContext } from "../../lib/mail/mail-context.ts";
import { describeDevice } from "./device.ts";
import type { NewBrowserSignIn } from "./sign-in-notes.ts";

/**
 * Mails the owner of an account signed in from a new browser, after the answer is sent: the sign-in
 * neither waits for the mail server nor fails with it (a failure is logged).
 */
export function mailNewBrowserSignIns(api: FastifyInstance, context: MailContext): void {
  api.decorateRequest("newBrowserSignIn", null);
  // Every API answer runs it: not async, so it makes no promise.
  api.addHook("onSend", (request, reply, payload, done) => {
    const signIn = request.newBrowserSignIn;
    if (signIn && reply.statusCode < 400) {
      try {
        const mail = newBrowserMail(context, signIn, request.locale);
        api.afterAnswer.start(reply, "new-browser sign-in mail", () => context.mailer.send(mail));
      } catch (error) {
        done(error as Error);
        return;
      }
    }
    done(null, payload);
  });
}

function newBrowserMail(
  { catalogues, publicUrl }: MailContext,
  { user, userAgent, at }: NewBrowserSignIn,
  readerLocale: Locale,
) {
  const m = catalogues[user.locale ?? readerLocale].accountActivity;
  const device = describeDevice(userAgent);
  const browser = device.browser ?? m.device.unknown;
  const named = device.os ? m.device.on(browser, device.os) : browser;
  const when = format(new TZDate(at, HONG_KONG_TIME_ZONE), m.mail.dateTime);
  const link = new URL("/profile", publicUrl).href;
  return {
    to: user.email,
    subject: m.mail.newBrowserSubject,
    text: m.mail.newBrowserBody(named, when, link),
    kind: "new-browser-sign-in",
  };
}
