import { z } from "zod";
import { AUTH_METHODS, SECOND_FACTOR_METHODS } from "./second-factor.ts";

const instant = () => z.string().describe("ISO 8601 date and time");

export const passkeySummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    createdAt: instant(),
    lastUsedAt: instant().nullable(),
  })
  .meta({ id: "Passkey" });

/** The signed-in user's second factor, as their profile's security section shows it. */
export const secondFactorStatusSchema = z
  .object({
    required: z.boolean().describe("Whether the account's role must have a second factor (admins)"),
    enabled: z.boolean().describe("Whether a sign-in asks for a second factor"),
    totp: z.object({ enabled: z.boolean(), confirmedAt: instant().nullable() }),
    passkeys: z.array(passkeySummarySchema),
    recoveryCodesLeft: z.number().int(),
    session: z.object({
      secondFactor: z
        .boolean()
        .describe("Whether this session was signed in (or upgraded) with the second factor"),
      authMethod: z.enum(AUTH_METHODS),
    }),
  })
  .meta({ id: "SecondFactorStatus" });

/** A new authenticator app secret, to scan or type in; it counts once a code from it is confirmed. */
export const totpSetupSchema = z.object({
  secret: z.string().describe("Base32, for typing into the app"),
  uri: z.string().describe("otpauth:// URI, as the QR code carries it"),
  qrSvg: z.string().describe("The URI as a QR code, an SVG document"),
});

/** Recovery codes are shown once, when made; null when the account's earlier codes still stand. */
export const recoveryCodesAnswerSchema = z.object({
  recoveryCodes: z.array(z.string()).nullable(),
});

/** WebAuthn options for the browser (PublicKeyCredentialCreationOptionsJSON or ...RequestOptionsJSON). */
export const webauthnOptionsSchema = z
  .looseObject({ challenge: z.string() })
  .describe("Options for navigator.credentials, as @simplewebauthn/browser takes them");

export const addedPasskeySchema = z.object({
  passkey: passkeySummarySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});

export const secondFactorMethodsSchema = z.array(z.enum(SECOND_FACTOR_METHODS));
