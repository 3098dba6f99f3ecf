import Bowser from "bowser";
import { DEVICE_KINDS, type Device } from "#shared/auth/account-activity.ts";

const KINDS: ReadonlySet<string> = new Set(DEVICE_KINDS);

/** Names the browser and system a user agent claims (a claim, not a proof: shown to help someone recognise it). */
export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, kind: "other" };
  const parsed = Bowser.parse(userAgent);
  const kind = parsed.platform.type ?? "other";
  return {
    browser: parsed.browser.name ?? null,
    os: parsed.os.name ?? null,
    kind: KINDS.has(kind) ? (kind as Device["kind"]) : "other",
  };
}
