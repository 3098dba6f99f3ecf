import type { Messages } from "#shared/i18n/index.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The writes that count against a limit, each named by its refusal in the catalogues. */
export type WriteLimitName = Exclude<keyof Messages["answers"]["writeLimits"], "wait">;

export interface WriteLimit {
  /** Names the counter (routes that declare one limit share it) and the refusal's words. */
  name: WriteLimitName;
  /** Whom it counts: the signed-in account (admins are not counted), or the caller's address. */
  per: "account" | "address";
  /** One hit per call, or one per image received (taken once an upload's files are in). */
  unit: "call" | "image";
  max: number;
  windowMs: number;
}

/**
 * The write limits, far above what a homeowner or a designer ever does (docs/decisions.md "Write
 * limits" says why each number). A route declares its limit as `config.writeLimit`; the hook in
 * write-limit-hook.ts counts it.
 */
export const WRITE_LIMITS = {
  requests: { name: "requests", per: "account", unit: "call", max: 5, windowMs: HOUR },
  messages: { name: "messages", per: "account", unit: "call", max: 60, windowMs: 10 * MINUTE },
  images: { name: "images", per: "account", unit: "image", max: 100, windowMs: HOUR },
  contact: { name: "contact", per: "address", unit: "call", max: 20, windowMs: 24 * HOUR },
  signUps: { name: "signUps", per: "address", unit: "call", max: 10, windowMs: HOUR },
} as const satisfies Record<WriteLimitName, WriteLimit>;

/** The counter of `limit` for one account id or address. */
export const writeLimitKey = (limit: WriteLimit, subject: string) => `write-limit:${limit.name}:${subject}`;
