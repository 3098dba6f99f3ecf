import { eq } from "drizzle-orm";
import type { AdminDesigner, NewDesigner } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import { issuePasswordLink } from "../auth/service.ts";
import { createUser } from "../auth/users.ts";
import { users } from "../db/schema/index.ts";
import { accountLocale } from "../lib/i18n/account-locale.ts";
import type { MailContext } from "../lib/mail/mail-context.ts";
import { toAdminUser } from "./user-list.ts";

/** Long enough for a busy designer to open the mail; 'Forgot password?' gives a new link after. */
const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/**
 * Onboards a designer (spec 1 §1): the account has no password until the designer chooses one
 * through the e-mailed link. If the mail cannot be sent the account is removed again (and the
 * failure logged as any server error), so the admin can simply retry.
 */
export async function inviteDesigner(
  { db, mailer, publicUrl, catalogues }: MailContext,
  input: NewDesigner,
): Promise<AdminDesigner> {
  const { designer, link } = await db.transaction(async (tx) => {
    const designer = await createUser(tx, { ...input, password: null, role: "designer" });
    return { designer, link: await issuePasswordLink(tx, designer.id, publicUrl, INVITE_LIFETIME_MS) };
  });
  // The inviting admin's language says nothing of the designer's: the account's, English until they choose.
  const m = catalogues[accountLocale(designer)].admin.mail;
  try {
    await mailer.send({
      to: designer.email,
      subject: m.inviteSubject,
      text: m.inviteBody(displayName(designer), link),
      kind: "designer-invite",
    });
  } catch (error) {
    await db.delete(users).where(eq(users.id, designer.id));
    throw error;
  }
  return { ...toAdminUser(designer), portfolioCount: 0, hasPassword: false, isVetted: false };
}
