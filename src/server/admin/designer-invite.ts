import { eq } from "drizzle-orm";
import type { AdminDesigner, NewDesigner } from "#shared/admin/users.ts";
import { displayName } from "#shared/auth/display.ts";
import type { Messages } from "#shared/i18n/index.ts";
import { issuePasswordLink } from "../auth/service.ts";
import { createUser } from "../auth/users.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { conflict, HttpError } from "../lib/http-errors.ts";
import type { Mailer } from "../lib/mail/mailer.ts";
import { toAdminUser } from "./user-list.ts";

/** Long enough for a busy designer to open the mail; 'Forgot password?' gives a new link after. */
const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/**
 * Onboards a designer (spec 1 §1): the account has no password until the designer chooses one
 * through the e-mailed link. If the mail cannot be sent the account is removed again (and the
 * failure logged as any server error), so the admin can simply retry.
 */
export async function inviteDesigner(
  db: Db,
  mailer: Mailer,
  input: NewDesigner,
  publicUrl: string,
  m: Messages["admin"],
): Promise<AdminDesigner> {
  const { designer, link } = await db
    .transaction(async (tx) => {
      const designer = await createUser(tx, { ...input, password: null, role: "designer" });
      return { designer, link: await issuePasswordLink(tx, designer.id, publicUrl, INVITE_LIFETIME_MS) };
    })
    .catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 409 ? conflict(m.errors.emailTaken) : error;
    });
  try {
    await mailer.send({
      to: designer.email,
      subject: m.mail.inviteSubject,
      text: m.mail.inviteBody(displayName(designer), link),
    });
  } catch (error) {
    await db.delete(users).where(eq(users.id, designer.id));
    throw error;
  }
  return { ...toAdminUser(designer), portfolioCount: 0, hasPassword: false, isVetted: false };
}
