import { appEn } from "./en/app.ts";
import { authEn } from "./en/auth.ts";
import { contactEn } from "./en/contact.ts";
import { designsEn } from "./en/designs.ts";
import { matchingPublicEn } from "./en/matching.ts";
import { secondFactorEn } from "./en/second-factor.ts";
import { trustEn } from "./en/trust.ts";

/**
 * The words of the shell and the public pages (catalogue, designs, designer profiles, sign-in with its second
 * step, contact): the part of the catalogue a first visit needs. The signed-in screens' words are the
 * workspace part (workspace.ts), which the browser loads only for them.
 */
export function createPublicEnglishMessages(brand: string) {
  return {
    app: appEn(brand),
    auth: authEn(brand),
    contact: contactEn(brand),
    designs: designsEn(brand),
    matching: matchingPublicEn(brand),
    secondFactor: secondFactorEn(brand),
    trust: trustEn(brand),
  };
}

export type PublicMessages = ReturnType<typeof createPublicEnglishMessages>;
