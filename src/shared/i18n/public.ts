import { appEn } from "./en/app.ts";
import { designsEn } from "./en/designs.ts";
import { matchingPublicEn } from "./en/matching.ts";
import { trustEn } from "./en/trust.ts";

/**
 * The words of the shell and the public pages (catalogue, designs, designer profiles): the part of the catalogue
 * a first visit needs. The signed-in screens' words are the workspace part (workspace.ts), which the browser loads
 * only for them; sign-in's, contact's and the second factor's load with their screens (index.ts).
 */
export function createPublicEnglishMessages(brand: string) {
  return {
    app: appEn(brand),
    designs: designsEn(brand),
    matching: matchingPublicEn(brand),
    trust: trustEn(brand),
  };
}

export type PublicMessages = ReturnType<typeof createPublicEnglishMessages>;
