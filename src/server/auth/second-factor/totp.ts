import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after now still counts: phones' clocks drift and people type slowly. */
const WINDOW_STEPS = 1;

function totp(secret: string, account = "", issuer = ""): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Whether `secret` is base32 an authenticator app can take (at least 80 bits). */
export function isUsableTotpSecret(secret: string): boolean {
  return /^[A-Z2-7]{16,}=*$/.test(secret);
}

/** The otpauth:// address a QR code carries to the app. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return totp(secret, account, issuer).toString();
}

/** The 30 s step `code` belongs to, when it is the code of a step within the window around `now`. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of `secret` at `time` (the CLI's check, tests and scripts). */
export function totpCodeAt(secret: string, time = Date.now()): string {
  return totp(secret).generate({ timestamp: time });
}
