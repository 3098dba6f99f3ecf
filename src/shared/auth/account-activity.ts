import { z } from "zod";
import { AUTH_METHODS } from "./second-factor.ts";

/** What the sign-in history and session list answer: when, how, and on what device (never where). */

const instant = () => z.string().describe("ISO 8601 date and time");

export const DEVICE_KINDS = ["desktop", "mobile", "tablet", "other"] as const;

export const deviceSchema = z
  .object({
    browser: z.string().nullable().describe("The browser's name, e.g. Chrome; null when it cannot be told"),
    os: z
      .string()
      .nullable()
      .describe("The operating system's name, e.g. macOS; null when it cannot be told"),
    kind: z.enum(DEVICE_KINDS),
  })
  .meta({ id: "Device" });

export const activeSessionSchema = z
  .object({
    id: z.uuid(),
    device: deviceSchema,
    signedInAt: instant(),
    lastSeenAt: instant().describe("Written at most every few minutes"),
    current: z.boolean().describe("The session asking"),
    authMethod: z.enum(AUTH_METHODS),
  })
  .meta({ id: "ActiveSession" });

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });

export const signInRecordSchema = z
  .object({
    at: instant(),
    device: deviceSchema,
    authMethod: z.enum(AUTH_METHODS),
    newBrowser: z.boolean().describe("The first sign-in of this account from that browser"),
  })
  .meta({ id: "SignInRecord" });

export const signInHistorySchema = z.object({ signIns: z.array(signInRecordSchema) });

/** How many past sign-ins the history shows. */
export const SIGN_IN_HISTORY_LENGTH = 20;

export type Device = z.infer<typeof deviceSchema>;
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export type SignInRecord = z.infer<typeof signInRecordSchema>;
