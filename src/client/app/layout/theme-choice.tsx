import { cn } from "../../ui/cn.ts";
import { useMessages } from "../i18n.tsx";
import { THEMES, useTheme } from "../theme.ts";
import { THEME_ICONS } from "./theme-button.tsx";

/** The theme as three radio buttons, for the phone's menu, where the header has no room for its button. */
export function ThemeChoice({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme();
  const m = useMessages().app.theme;
  return (
    <fieldset className={cn("px-2.5", className)}>
      <legend className="float-left mb-2 w-full text-sm font-medium text-muted-foreground">{m.label}</legend>
      <div className="grid grid-cols-3 rounded-md border border-border p-0.5">
        {THEMES.map((option) => {
          const Icon = THEME_ICONS[option];
          return (
            <label
              key={option}
              className="flex cursor-pointer items-center justify-center gap-1.5 rounded px-2 py-1.5 text-sm text-muted-foreground has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-2 has-focus-visible:ring-ring"
            >
              <input
                type="radio"
                name="theme"
                value={option}
                checked={theme === option}
                onChange={() => setTheme(option)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {m[option]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
