import { useSyncExternalStore } from "react";

/**
 * Whether this tab's live stream is open (issue 21). While it is, what it keeps fresh is not polled;
 * when it cannot be opened, those queries poll slowly instead.
 */
let open = false;
const listeners = new Set<() => void>();

export function setLiveOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const isLiveOpen = (): boolean => open;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A query's `refetchInterval`: none while the live stream is open, else `fallbackMs`. */
export function usePollUnlessLive(fallbackMs: number): number | false {
  return useSyncExternalStore(
    subscribe,
    () => (open ? false : fallbackMs),
    // The server's render polls nothing.
    () => false,
  );
}
