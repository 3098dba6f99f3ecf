import { z } from "zod";
import type { Messages } from "../i18n/index.ts";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

type AuthMessages = Messages["auth"];

export function emailSchema(v: AuthMessages["validation"]) {
  return z
    .string({ error: v.emailRequired })
    .trim()
    .min(1, v.emailRequired)
    .max(EMAIL_MAX_LENGTH, v.tooLong(EMAIL_MAX_LENGTH))
    .pipe(z.email({ error: v.emailInvalid }));
}

/** ASVS 6.2: 8–128 characters, no composition rules (the server also refuses common passwords). */
export function newPasswordSchema(v: AuthMessages["validation"]) {
  return z
    .string({ error: v.passwordRequired })
    .min(1, v.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, v.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, v.passwordTooLong);
}

function enteredPassword(v: AuthMessages["validation"]) {
  return z
    .string({ error: v.passwordRequired })
    .min(1, v.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, v.passwordTooLong);
}

function optionalName(v: AuthMessages["validation"]) {
  return z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, v.tooLong(NAME_MAX_LENGTH))
    .nullish()
    .transform((name) => name || null);
}

export function registerSchema(m: AuthMessages) {
  return z.object({
    firstName: optionalName(m.validation),
    lastName: optionalName(m.validation),
    email: emailSchema(m.validation),
    password: newPasswordSchema(m.validation),
  });
}
export const REGISTER_FIELD_ORDER = ["firstName", "lastName", "email", "password"];

export function loginSchema(m: AuthMessages) {
  return z.object({ email: emailSchema(m.validation), password: enteredPassword(m.validation) });
}
export const LOGIN_FIELD_ORDER = ["email", "password"];

/** The admin gate sends the spec's `{password, email}`. */
export const adminAccessSchema = loginSchema;

export function passwordResetRequestSchema(m: AuthMessages) {
  return z.object({ email: emailSchema(m.validation) });
}

export function passwordResetSchema(m: AuthMessages) {
  return z.object({
    token: z.string().min(20).max(200),
    password: newPasswordSchema(m.validation),
  });
}

export function changePasswordSchema(m: AuthMessages) {
  return z.object({
    currentPassword: enteredPassword(m.validation),
    newPassword: newPasswordSchema(m.validation),
  });
}

export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;
export type Registration = z.output<ReturnType<typeof registerSchema>>;
export type LoginInput = z.input<ReturnType<typeof loginSchema>>;
export type PasswordResetInput = z.input<ReturnType<typeof passwordResetSchema>>;
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;

/** Only a path on this site may follow sign-in; anything else (other hosts, schemes, `//x`) goes home. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (value.includes("\\") || [...value].some((char) => char.charCodeAt(0) < 32)) return "/";
  return value;
}
