import { z } from "zod";

/** Optional leading +, then digits, spaces, hyphens and parentheses (spec 1 §5, spec 2 §5). */
export const MOBILE_PATTERN = /^\+?[\d\s\-()]+$/;
export const MOBILE_MIN_LENGTH = 8;
export const MOBILE_MAX_LENGTH = 30;

export interface PhoneMessages {
  required: string;
  tooShort: string;
  invalid: string;
  tooLong: string;
}

/** A phone number as the product accepts it everywhere; trimmed. */
export function phoneNumberSchema(m: PhoneMessages) {
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .min(MOBILE_MIN_LENGTH, m.tooShort)
    .max(MOBILE_MAX_LENGTH, m.tooLong)
    .regex(MOBILE_PATTERN, m.invalid);
}
