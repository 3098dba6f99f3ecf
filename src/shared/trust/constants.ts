/*
 * Proof of trust (issue 22 §4): what a designer may prove and the limits of it; read by the database schema,
 * the server and the screens.
 */

/** What a designer may prove, in the order screens list them. */
export const CREDENTIAL_KINDS = ["business-registration", "minor-works", "insurance"] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** pending → verified | rejected, by an admin; nothing else moves a credential. */
export const CREDENTIAL_STATES = ["pending", "verified", "rejected"] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** A document: a PDF or a photo / scan, recognised by its content, never by its name or declared type. */
export const CREDENTIAL_FILE_TYPES = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
} as const;
export type CredentialFileType = keyof typeof CREDENTIAL_FILE_TYPES;
/** A certificate scan is far smaller; 8 MB leaves room for a phone's photo of one. */
export const MAX_CREDENTIAL_BYTES = 8 * 1024 * 1024;
/** What the file picker offers (the server checks the content itself). */
export const CREDENTIAL_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp";

/** The designer and the admins are reminded this many days before a verified credential's last day. */
export const EXPIRY_REMINDER_DAYS = 30;
/** A renewal may be uploaded while the verified one has this many days left or fewer. */
export const RENEWAL_WINDOW_DAYS = EXPIRY_REMINDER_DAYS;
/** No certificate in Hong Kong runs longer; a later date is a typing mistake. */
export const MAX_VALIDITY_YEARS = 10;
export const REFERENCE_MAX_LENGTH = 60;
export const INSURER_MAX_LENGTH = 120;
export const REJECTION_REASON_MAX_LENGTH = 500;

/** The reminders sent once per credential (sent_reminders' kinds). */
export const CREDENTIAL_REMINDER_KINDS = ["credential-expiring", "credential-expired"] as const;
export type CredentialReminderKind = (typeof CREDENTIAL_REMINDER_KINDS)[number];
