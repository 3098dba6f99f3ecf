import { addDays, differenceInCalendarDays, parseISO } from "date-fns";
import { z } from "zod";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { hongKongToday } from "../matching/business-days.ts";
import {
  CREDENTIAL_KINDS,
  CREDENTIAL_STATES,
  type CredentialState,
  EXPIRY_REMINDER_DAYS,
  INSURER_MAX_LENGTH,
  MAX_VALIDITY_YEARS,
  REFERENCE_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
} from "./constants.ts";

/*
 * Proof of trust (issue 22 §4): the credentials a designer proves, how an admin's review moves them,
 * and when one shows as a public badge. One home for each rule; the server and the screens both read it.
 */

export type { TrustBadge } from "./badges.ts";

type TrustWords = Messages["proofOfTrust"];

/** Days from Hong Kong's today to `expiresOn` (0 on the last day, negative once expired). */
export const daysLeft = (expiresOn: string, now = new Date()) =>
  differenceInCalendarDays(parseISO(expiresOn), parseISO(hongKongToday(now)));

/** Valid through its last day, in Hong Kong: the badge goes by itself the day after, with no job. */
export const isUnexpired = (expiresOn: string, now = new Date()) => daysLeft(expiresOn, now) >= 0;

/** A public badge: verified, and not past its last day. */
export const showsBadge = (credential: { state: CredentialState; expiresOn: string }, now = new Date()) =>
  credential.state === "verified" && isUnexpired(credential.expiresOn, now);

/** When the 30-day reminder is due: that many days before the last day. */
export const expiringReminderOn = (expiresOn: string) =>
  addDays(parseISO(expiresOn), -EXPIRY_REMINDER_DAYS).toISOString().slice(0, 10);

/** An expiry date a designer or admin may give: from today (Hong Kong) to 10 years on. */
function expiryDate(t: TrustWords["validation"], now: () => Date) {
  return z.iso
    .date({ error: t.expiresOnInvalid })
    .refine((value) => daysLeft(value, now()) >= 0, { error: t.expiresOnPast })
    .refine((value) => daysLeft(value, now()) <= MAX_VALIDITY_YEARS * 366, {
      error: t.expiresOnTooFar(MAX_VALIDITY_YEARS),
    });
}

/** The text fields sent with a document (multipart, so they arrive as strings). */
export function credentialFieldsSchema(m: TrustWords = englishMessages.proofOfTrust, now = () => new Date()) {
  const v = m.validation;
  return z
    .object({
      kind: z.enum(CREDENTIAL_KINDS, { error: v.kindInvalid }),
      reference: z
        .string({ error: v.referenceRequired })
        .trim()
        .min(1, v.referenceRequired)
        .max(REFERENCE_MAX_LENGTH, v.referenceTooLong(REFERENCE_MAX_LENGTH)),
      insurer: z
        .string({ error: v.insurerRequired })
        .trim()
        .max(INSURER_MAX_LENGTH, v.insurerTooLong(INSURER_MAX_LENGTH))
        .default(""),
      expiresOn: expiryDate(v, now),
    })
    .superRefine((fields, ctx) => {
      if (fields.kind === "insurance" && fields.insurer === "")
        ctx.addIssue({ code: "custom", path: ["insurer"], message: v.insurerRequired });
    });
}
export const CREDENTIAL_FIELD_ORDER = ["kind", "reference", "insurer", "expiresOn"];
export type CredentialFields = z.output<ReturnType<typeof credentialFieldsSchema>>;
export type CredentialFieldsInput = z.input<ReturnType<typeof credentialFieldsSchema>>;

/** An admin verifies, optionally correcting the expiry date read on the document. */
export const verifyCredentialSchema = (
  m: TrustWords = englishMessages.proofOfTrust,
  now = () => new Date(),
) => z.strictObject({ expiresOn: expiryDate(m.validation, now).optional() });

/** An admin rejects with a reason the designer reads. */
export const rejectCredentialSchema = (m: TrustWords = englishMessages.proofOfTrust) =>
  z.strictObject({
    reason: z
      .string({ error: m.validation.reasonRequired })
      .trim()
      .min(1, m.validation.reasonRequired)
      .max(REJECTION_REASON_MAX_LENGTH, m.validation.reasonTooLong(REJECTION_REASON_MAX_LENGTH)),
  });
export type RejectCredentialInput = z.input<ReturnType<typeof rejectCredentialSchema>>;

const instant = () => z.iso.datetime({ offset: true });

/** A credential as its designer and the admins see it; never public. */
export const credentialSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(CREDENTIAL_KINDS),
    state: z.enum(CREDENTIAL_STATES),
    reference: z.string(),
    insurer: z.string().nullable(),
    expiresOn: z.iso.date().describe("The last day it is valid (Hong Kong)"),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    rejectionReason: z.string().nullable(),
    reviewedAt: instant().nullable(),
    createdAt: instant(),
    documentUrl: z.string().describe("The private document, for its designer and the admins"),
  })
  .meta({ id: "Credential" });
export type Credential = z.infer<typeof credentialSchema>;

/** GET /api/designer/credentials: per kind, the verified one (if any) and the one waiting or rejected. */
export const ownCredentialsSchema = z
  .object({
    kinds: z.array(
      z.object({
        kind: z.enum(CREDENTIAL_KINDS),
        verified: credentialSchema.nullable(),
        open: credentialSchema.nullable().describe("The newest upload while pending, or rejected"),
        canUpload: z.boolean().describe("No verified one, or it is within 30 days of its last day"),
      }),
    ),
  })
  .meta({ id: "OwnCredentials" });
export type OwnCredentials = z.infer<typeof ownCredentialsSchema>;

export const adminCredentialSchema = credentialSchema
  .extend({
    designer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
    /** The verified one this upload would replace, so the admin compares. */
    replaces: z.object({ reference: z.string(), expiresOn: z.iso.date() }).nullable(),
  })
  .meta({ id: "AdminCredential" });
export type AdminCredential = z.infer<typeof adminCredentialSchema>;

export const CREDENTIAL_QUEUE_STATES = ["pending", "verified", "rejected"] as const;
export const credentialQueueQuerySchema = z.object({
  state: z.enum(CREDENTIAL_QUEUE_STATES).default("pending"),
});

export const credentialQueueSchema = z
  .object({ items: z.array(adminCredentialSchema), pending: z.number().int() })
  .meta({ id: "CredentialQueue" });
export type CredentialQueue = z.infer<typeof credentialQueueSchema>;
