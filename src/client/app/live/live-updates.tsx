import { useLiveUpdates } from "./use-live-updates.ts";

/** Keeps this tab's live stream open while it is shown (inside the signed-in menus). */
export function LiveUpdates() {
  useLiveUpdates(true);
  return null;
}
