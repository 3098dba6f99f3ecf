import type { Device } from "#shared/auth/account-activity.ts";
import type { Messages } from "#shared/i18n/index.ts";

/** "Chrome on macOS", or what can be told of it. */
export function deviceName(device: Device, m: Messages["accountActivity"]["device"]): string {
  const browser = device.browser ?? m.unknown;
  return device.os ? m.on(browser, device.os) : browser;
}
