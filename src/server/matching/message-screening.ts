import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { displayName } from "#shared/auth/display.ts";
import { createMessages } from "#shared/i18n/catalogues.ts";
import { DEFAULT_BRAND, type Locale } from "#shared/i18n/locales.ts";
import type { IntroductionStatus } from "#shared/matching/constants.ts";
import { type ContactKind, contactKindsIn, maskContactDetails } from "#shared/matching/contact-screening.ts";
import type { ScreenedMessage } from "#shared/matching/screening-responses.ts";
import type { Db } from "../db/client.ts";
import { introductionMessages, introductions, type UserRow, users } from "../db/schema/index.ts";

/**
 * Private until chosen (issue 19 §11): a message sent before the client chooses its designer has
 * its contact details masked for the other side. The text is kept as written (its author reads
 * it so, and admins see the attempt); the mask is put on when it is read, in the reader's words.
 */

/** Links to the product's own pages (a design, a profile) are not a way round it. */
export const ownHosts = (publicUrl: string): string[] => [new URL(publicUrl).host];

/** The kinds of contact detail to hide from the other side: none once the designer is chosen. */
export function screenOnSend(status: IntroductionStatus, body: string, publicUrl: string): ContactKind[] {
  if (status === "chosen") return [];
  return contactKindsIn(body, { ownHosts: ownHosts(publicUrl) });
}

export interface MaskWords {
  /** "[contact details hidden]" in the reader's language. */
  hidden: string;
  ownHosts: string[];
}

/** The body as this viewer may read it: whole for its author and admins, masked for the other side. */
export function bodyFor(
  viewer: Pick<UserRow, "id" | "role">,
  message: { authorId: string; body: string; contactKinds: readonly ContactKind[] },
  words: MaskWords,
): string {
  if (message.contactKinds.length === 0 || message.authorId === viewer.id || viewer.role === "admin")
    return message.body;
  return maskContactDetails(message.body, words.hidden, { ownHosts: words.ownHosts });
}

const hiddenTexts = new Map<Locale, string>();
/** The placeholder in a language, for a reader with no request of their own (mail, data export). */
export function hiddenText(locale: Locale): string {
  let text = hiddenTexts.get(locale);
  if (text === undefined) {
    text = createMessages(locale, DEFAULT_BRAND).matching.screening.hidden;
    hiddenTexts.set(locale, text);
  }
  return text;
}

/** Every message of a request's threads that held contact details, newest first, as written. */
export async function listScreenedMessages(db: Db, requestId: string): Promise<ScreenedMessage[]> {
  const designer = alias(users, "designer");
  const rows = await db
    .select({
      id: introductionMessages.id,
      introductionId: introductionMessages.introductionId,
      body: introductionMessages.body,
      contactKinds: introductionMessages.contactKinds,
      createdAt: introductionMessages.createdAt,
      authorId: introductionMessages.authorId,
      firstName: users.firstName,
      lastName: users.lastName,
      designerId: introductions.designerId,
      designerFirstName: designer.firstName,
      designerLastName: designer.lastName,
    })
    .from(introductionMessages)
    .innerJoin(introductions, eq(introductions.id, introductionMessages.introductionId))
    .innerJoin(users, eq(users.id, introductionMessages.authorId))
    .innerJoin(designer, eq(designer.id, introductions.designerId))
    .where(
      and(eq(introductions.requestId, requestId), sql`cardinality(${introductionMessages.contactKinds}) > 0`),
    )
    .orderBy(desc(introductionMessages.createdAt), desc(introductionMessages.id));
  return rows.map((row) => ({
    id: row.id,
    introductionId: row.introductionId,
    designerName: displayName({ firstName: row.designerFirstName, lastName: row.designerLastName }),
    authorName: displayName(row),
    authorRole: row.authorId === row.designerId ? "designer" : "client",
    kinds: row.contactKinds,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}
