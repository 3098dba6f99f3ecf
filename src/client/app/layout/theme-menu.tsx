import { lazy, Suspense, useCallback, useState } from "react";
import { useEarlyTap } from "../../ui/use-early-tap.ts";
import { ThemeButton } from "./theme-button.tsx";

const loadDropdown = () => import("./theme-dropdown.tsx");
const ThemeDropdown = lazy(async () => ({ default: (await loadDropdown()).ThemeDropdown }));

/**
 * The menu library is not part of a first visit: the button loads it when the pointer or focus comes
 * near, and the first click opens the menu as soon as it is there.
 */
const THEME_TAP = "theme-menu";

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
