import { useEffect } from "react";

/**
 * A tap on a button marked `data-early-tap={key}` made before the app started would do nothing: paint-first.js
 * keeps it, and this makes it (`tap`) once the component holding the button has taken over the page.
 */
export function useEarlyTap(key: string, tap: () => void): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.earlyTap !== key) return;
    delete root.dataset.earlyTap;
    tap();
  }, [key, tap]);
}
