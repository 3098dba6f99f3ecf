import { composeMessages } from "./compose.ts";
import { answersEn } from "./en/answers.ts";
import { authEn } from "./en/auth.ts";
import { contactEn } from "./en/contact.ts";
import { pageHeadsEn } from "./en/page-heads.ts";
import { secondFactorEn } from "./en/second-factor.ts";
import { DEFAULT_BRAND } from "./locales.ts";
import { createPublicEnglishMessages } from "./public.ts";
import { createWorkspaceEnglishMessages } from "./workspace.ts";

/**
 * The English catalogue: its public part (public.ts), its signed-in part (workspace.ts) and the words the browser
 * loads with the screens that show them (sign-in and registration, contact, the second factor's), whole, for the
 * server and tests. The static pages' long texts are a catalogue of their own (en/marketing.ts), loaded only
 * by those pages. The API's own answers and the pages' heads are the server's only (en/answers.ts, en/page-heads.ts).
 */
export function createEnglishMessages(brand: string) {
  return {
    ...composeMessages(createPublicEnglishMessages(brand), createWorkspaceEnglishMessages(brand)),
    answers: answersEn(),
    auth: authEn(brand),
    contact: contactEn(brand),
    pageHeads: pageHeadsEn(brand),
    secondFactor: secondFactorEn(brand),
  };
}

export type Messages = ReturnType<typeof createEnglishMessages>;

/** For shared schemas' default messages, where the brand never appears. */
export const englishMessages: Messages = createEnglishMessages(DEFAULT_BRAND);
