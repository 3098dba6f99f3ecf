import { z } from "zod";
import { MOBILE_MAX_LENGTH, phoneNumberSchema } from "../app/phone.ts";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../auth/schemas.ts";
import { englishMessages, type Messages } from "../i18n/index.ts";
import type { profileSchema } from "./responses.ts";

export const ADDRESS_MAX_LENGTH = 300;

type ProfileMessages = Messages["profile"];

function requiredName(message: string, v: ProfileMessages["validation"]) {
  return z.string({ error: message }).trim().min(1, message).max(NAME_MAX_LENGTH, v.tooLong(NAME_MAX_LENGTH));
}

function phone(v: ProfileMessages["validation"]) {
  return phoneNumberSchema({
    required: v.phoneRequired,
    tooShort: v.phoneTooShort,
    invalid: v.phoneInvalid,
    tooLong: v.tooLong(MOBILE_MAX_LENGTH),
  });
}

function address(v: ProfileMessages["validation"]) {
  return z
    .string()
    .trim()
    .max(ADDRESS_MAX_LENGTH, v.tooLong(ADDRESS_MAX_LENGTH))
    .nullish()
    .transform((value) => value || null);
}

/** The 'Complete Your Profile' form (spec 1 §5): phone required, address optional. */
export function completeProfileSchema(m: ProfileMessages = englishMessages.profile) {
  const v = m.validation;
  return z.object({
    firstName: requiredName(v.firstNameRequired, v),
    lastName: requiredName(v.lastNameRequired, v),
    phoneNumber: phone(v),
    address: address(v),
  });
}
export const COMPLETE_PROFILE_FIELD_ORDER = ["firstName", "lastName", "phoneNumber", "address"];

/**
 * Profile settings (spec 2 §5): names required, phone optional but valid, email valid. A new
 * email needs the current password, which the server checks.
 */
export function profileUpdateSchema(m: ProfileMessages = englishMessages.profile) {
  const v = m.validation;
  return z.object({
    firstName: requiredName(v.firstNameRequired, v),
    lastName: requiredName(v.lastNameRequired, v),
    phoneNumber: z
      .union([z.literal(""), phone(v)])
      .nullish()
      .transform((value) => value || null),
    address: address(v),
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX_LENGTH, v.tooLong(EMAIL_MAX_LENGTH))
      .pipe(z.email({ error: v.emailInvalid }))
      .optional(),
    currentPassword: z.string().max(128).optional(),
  });
}
export const PROFILE_FIELD_ORDER = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "address",
  "currentPassword",
];

export type CompleteProfileInput = z.input<ReturnType<typeof completeProfileSchema>>;
export type ProfileUpdateInput = z.input<ReturnType<typeof profileUpdateSchema>>;

/** GET /api/user/profile. */
export type Profile = z.infer<typeof profileSchema>;
