import { accountActivityEn } from "./en/account-activity.ts";
import { adminEn } from "./en/admin.ts";
import { appEn } from "./en/app.ts";
import { authEn } from "./en/auth.ts";
import { contactEn } from "./en/contact.ts";
import { designsEn } from "./en/designs.ts";
import { matchingEn } from "./en/matching.ts";
import { profileEn } from "./en/profile.ts";
import { requestsEn } from "./en/requests.ts";
import { secondFactorEn } from "./en/second-factor.ts";
import { DEFAULT_BRAND } from "./locales.ts";

/**
 * The English catalogue; every screen reads its words from here. The static pages' long texts are a
 * catalogue of their own (en/marketing.ts), loaded only by those pages.
 */
export function createEnglishMessages(brand: string) {
  return {
    accountActivity: accountActivityEn(brand),
    admin: adminEn(brand),
    app: appEn(brand),
    auth: authEn(brand),
    contact: contactEn(brand),
    designs: designsEn(brand),
    matching: matchingEn(brand),
    profile: profileEn(brand),
    requests: requestsEn(brand),
    secondFactor: secondFactorEn(brand),
  };
}

export type Messages = ReturnType<typeof createEnglishMessages>;

/** For shared schemas' default messages, where the brand never appears. */
export const englishMessages: Messages = createEnglishMessages(DEFAULT_BRAND);
