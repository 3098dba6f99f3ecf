import type { ComponentProps } from "react";
import { Button } from "../../ui/button.tsx";
import { Monitor, Moon, Sun } from "../../ui/icons.tsx";
import { useMessages } from "../i18n.tsx";
import { useTheme } from "../theme.ts";

export const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** The navigation's theme button, showing the current choice. */
export function ThemeButton(props: ComponentProps<"button">) {
  const [theme] = useTheme();
  const m = useMessages().app.theme;
  const Current = THEME_ICONS[theme];
  return (
    <Button variant="ghost" size="icon" aria-label={`${m.label}: ${m[theme]}`} {...props}>
      <Current aria-hidden="true" />
    </Button>
  );
}
