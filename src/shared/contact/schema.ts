import { z } from "zod";
import { MOBILE_MAX_LENGTH, phoneNumberSchema } from "../app/phone.ts";
import type { Messages } from "../i18n/index.ts";

export const CONTACT_SUBJECTS = ["General", "Advertise My Designs", "Account and Profile", "Other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The order the form checks its fields in (spec 1 §5); the first failure is the one reported. */
export const CONTACT_FIELD_ORDER = [
  "name",
  "email",
  "companyName",
  "mobileNumber",
  "subject",
  "customSubject",
  "message",
] as const;

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  companyName: 150,
  customSubject: 150,
  message: 5000,
} as const;

function requiredText(required: string, max: number, tooLong: (max: number) => string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong(max));
}

export function contactMessageSchema(messages: Messages["contact"]) {
  const v = messages.validation;
  return z
    .object({
      name: requiredText(v.nameRequired, CONTACT_LIMITS.name, v.tooLong),
      email: requiredText(v.emailRequired, CONTACT_LIMITS.email, v.tooLong).pipe(
        z.email({ error: v.emailInvalid }),
      ),
      companyName: requiredText(v.companyNameRequired, CONTACT_LIMITS.companyName, v.tooLong),
      mobileNumber: phoneNumberSchema({
        required: v.mobileNumberRequired,
        tooShort: v.mobileNumberTooShort,
        invalid: v.mobileNumberInvalid,
        tooLong: v.tooLong(MOBILE_MAX_LENGTH),
      }),
      subject: z.enum(CONTACT_SUBJECTS, { error: v.subjectRequired }),
      customSubject: z
        .string()
        .trim()
        .max(CONTACT_LIMITS.customSubject, v.tooLong(CONTACT_LIMITS.customSubject))
        .optional(),
      message: requiredText(v.messageRequired, CONTACT_LIMITS.message, v.tooLong),
    })
    .superRefine(
      (value, ctx) => {
        // Runs on input that failed its own checks too, so customSubject may be of any type here.
        const customSubject: unknown = value.customSubject;
        if (value.subject === "Other" && !(typeof customSubject === "string" && customSubject.trim())) {
          ctx.addIssue({ code: "custom", path: ["customSubject"], message: v.customSubjectRequired });
        }
      },
      // Runs even when other fields fail, so a missing custom subject is reported in form order.
      { when: ({ value }) => typeof value === "object" && value !== null },
    )
    .transform(({ customSubject, ...rest }) => ({
      ...rest,
      customSubject: rest.subject === "Other" ? (customSubject ?? null) : null,
    }));
}

export type ContactMessageInput = z.input<ReturnType<typeof contactMessageSchema>>;
export type ContactMessage = z.output<ReturnType<typeof contactMessageSchema>>;
