import { lazy, Suspense, useCallback, useState } from "react";
import { useEarlyTap } from "../../ui/use-early-tap.ts";
import { ThemeButton } from "./theme-button.tsx";

const loadDropdown = () => import("./theme-dropdown.tsx");
const ThemeDropdown = lazy(async () => ({ default: (await loadDropdown()).ThemeDropdown }));

const THEME_TAP = "theme-menu";
// A tap kept from before the app started (paint-first.js): the menu's code comes beside the hydration that
// will answer it, not one more round trip after.
if (typeof document !== "undefined" && document.documentElement.dataset.earlyTap === THEME_TAP)
  void loadDropdown();

/**
 * The menu library is not part of a first visit: the button loads it when the pointer or focus comes
 * near, and the first click opens the menu as soon as it is there.
 */
export function ThemeMenu() {
  const [asked, setAsked] = useState(false);
  useEarlyTap(
    THEME_TAP,
    useCallback(() => setAsked(true), []),
  );
  if (asked) {
    return (
      <Suspense fallback={<ThemeButton aria-busy="true" />}>
        <ThemeDropdown />
      </Suspense>
    );
  }
  return (
    <ThemeButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={loadDropdown}
      onFocus={loadDropdown}
      onClick={() => setAsked(true)}
      data-early-tap={THEME_TAP}
    />
  );
}
