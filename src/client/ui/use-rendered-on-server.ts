import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * True while rendering on the server and while hydrating that HTML, false for anything rendered in the
 * browser afterwards: what is first on screen must be the same on both sides, whatever the browser prefers later.
 */
export function useRenderedOnServer(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
