import type { CredentialKind } from "../../trust/constants.ts";

const KIND_NAMES: Record<CredentialKind, string> = {
  "business-registration": "Business registration",
  "minor-works": "Minor works registration",
  insurance: "Insurance",
};

/** Public words of proof of trust (issue 22 §4): the verified badges and the photos a review carries. */
export const trustEn = (brand: string) => ({
  badges: {
    heading: "Verified credentials",
    kinds: KIND_NAMES,
    /** "Insurance verified · valid until 31 Mar 2027". */
    badge: (kind: CredentialKind, until: string) => `${KIND_NAMES[kind]} verified · valid until ${until}`,
    short: (kind: CredentialKind) => `${KIND_NAMES[kind]} verified`,
    explain: `Checked by the ${brand} team against the original document. Badges go away by themselves when a document expires.`,
    none: "No documents verified yet.",
  },
  reviewPhotos: {
    label: "Photos of the finished work",
    alt: (position: number, total: number, author: string | null) =>
      `Finished work, photo ${position} of ${total}${author ? `, from ${author}'s review` : ""}`,
  },
});
