import type { Locale } from "#shared/i18n/locales.ts";
import { accountLocale } from "../lib/i18n/account-locale.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";

/**
 * Tells the address an account just left, in the account's language, where its mail now goes: if the
 * change was not the owner's, this is their only warning, as their reset links died with the change.
 */
export async function mailEmailChanged(
  { mailer, publicUrl, catalogues }: Omit<MailContext, "db">,
  change: { oldAddress: string; newAddress: string; locale: Locale | null },
): Promise<void> {
  const words = catalogues[accountLocale(change)].profile.emailChangedMail;
  await mailer.send({
    to: change.oldAddress,
    subject: words.subject,
    text: words.body(change.newAddress, new URL("/contact", publicUrl).href),
    kind: "email-changed",
  });
}
