import { z } from "zod";
import { CREDENTIAL_KINDS } from "./constants.ts";

/** What the public reads of a credential: what was verified and until when, never the document or its number. */
export const trustBadgeSchema = z
  .object({
    kind: z.enum(CREDENTIAL_KINDS),
    validUntil: z.iso.date().describe("The last day the verified document is valid (Hong Kong)"),
  })
  .meta({ id: "TrustBadge" });
export type TrustBadge = z.infer<typeof trustBadgeSchema>;

export const trustBadgesField = z
  .array(trustBadgeSchema)
  .describe("Verified, unexpired credentials (issue 22 §4); an expired one drops out by its date");
