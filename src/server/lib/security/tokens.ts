import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: session cookies and reset links. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
