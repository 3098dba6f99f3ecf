import { z } from "zod";
import type { Messages } from "../i18n/index.ts";
import type { UserRole } from "./roles.ts";

/** Roles whose sessions reach their rights only with a second factor (an admin holds every client's data). */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly UserRole[] = ["admin"];

/** The ways to finish a sign-in after the password. */
export const SECOND_FACTOR_METHODS = ["totp", "passkey", "recovery-code"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How a session was signed in. */
export const AUTH_METHODS = [
  "password",
  "password+totp",
  "password+passkey",
  "password+recovery-code",
] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;

type Words = Messages["secondFactor"]["validation"];

/** An authenticator app's code: spaces (as apps group the digits) are ignored. */
export function totpCodeSchema(v: Words) {
  return z
    .string({ error: v.codeRequired })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .min(1, v.codeRequired)
        .regex(/^\d{6}$/, v.codeFormat),
    );
}

/** A recovery code as printed ("abcde-fghij"); case, spaces and hyphens are ignored. */
export function recoveryCodeSchema(v: Words) {
  return z
    .string({ error: v.recoveryCodeRequired })
    .transform((code) => code.replace(/[\s-]+/g, "").toLowerCase())
    .pipe(
      z
        .string()
        .min(1, v.recoveryCodeRequired)
        .regex(/^[a-z2-7]{10}$/, v.recoveryCodeFormat),
    );
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function secondFactorStepSchema(m: Messages["secondFactor"]) {
  return z
    .object({
      totp: totpCodeSchema(m.validation).optional(),
      recoveryCode: recoveryCodeSchema(m.validation).optional(),
    })
    .refine((body) => body.totp !== undefined || body.recoveryCode !== undefined, {
      message: m.validation.codeRequired,
      path: ["totp"],
    });
}

/** What a sign-in body may carry besides the password, so a script signs in with one call. */
export function signInFactorFields(m: Messages["secondFactor"]) {
  return {
    totp: totpCodeSchema(m.validation).optional().describe("The authenticator app's current code"),
    recoveryCode: recoveryCodeSchema(m.validation).optional().describe("One of the account's recovery codes"),
  };
}

/** A sensitive change proves the person is there: their password, or a current authenticator code. */
export function reauthenticationSchema(m: Messages["secondFactor"]) {
  return z
    .object({
      currentPassword: z.string().max(128).optional(),
      code: totpCodeSchema(m.validation).optional(),
    })
    .refine((body) => Boolean(body.currentPassword) || body.code !== undefined, {
      message: m.validation.reauthRequired,
      path: ["currentPassword"],
    });
}

export function confirmTotpSchema(m: Messages["secondFactor"]) {
  return z.object({ code: totpCodeSchema(m.validation) });
}

export function passkeyNameSchema(v: Words) {
  return z
    .string({ error: v.passkeyNameRequired })
    .trim()
    .min(1, v.passkeyNameRequired)
    .max(PASSKEY_NAME_MAX_LENGTH, v.passkeyNameTooLong(PASSKEY_NAME_MAX_LENGTH));
}

export function renamePasskeySchema(m: Messages["secondFactor"]) {
  return z.object({ name: passkeyNameSchema(m.validation) });
}

/** A browser's WebAuthn answer as @simplewebauthn/browser gives it; the library checks its content. */
const base64url = z
  .string()
  .max(20_000)
  .regex(/^[A-Za-z0-9_-]*$/);
const webauthnAnswer = <Shape extends z.ZodRawShape>(response: Shape) =>
  z.looseObject({
    id: base64url,
    rawId: base64url,
    type: z.literal("public-key"),
    response: z.looseObject(response),
    clientExtensionResults: z.looseObject({}).default({}),
    authenticatorAttachment: z.string().max(40).optional(),
  });

export const registrationAnswerSchema = webauthnAnswer({
  clientDataJSON: base64url,
  attestationObject: base64url,
  transports: z.array(z.string().max(40)).max(10).optional(),
});

export const authenticationAnswerSchema = webauthnAnswer({
  clientDataJSON: base64url,
  authenticatorData: base64url,
  signature: base64url,
  userHandle: base64url.optional(),
});

export function addPasskeySchema(m: Messages["secondFactor"]) {
  return z.object({ name: passkeyNameSchema(m.validation), response: registrationAnswerSchema });
}

export const passkeySignInSchema = z.object({ response: authenticationAnswerSchema });
