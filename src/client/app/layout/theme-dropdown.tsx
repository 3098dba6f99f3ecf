import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Menu } from "../../ui/dropdown-menu.tsx";
import { Check } from "../../ui/icons.tsx";
import { useMessages } from "../i18n.tsx";
import { THEMES, useTheme } from "../theme.ts";
import { THEME_ICONS, ThemeButton } from "./theme-button.tsx";

/** The theme menu itself; it opens at once, because it loads when the user first asks for it. */
export function ThemeDropdown() {
  const [theme, setTheme] = useTheme();
  const m = useMessages().app.theme;
  return (
    <Menu defaultOpen>
      <DropdownMenu.Trigger asChild>
        <ThemeButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-36 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg"
        >
          <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => setTheme(value as typeof theme)}>
            {THEMES.map((option) => {
              const Icon = THEME_ICONS[option];
              return (
                <DropdownMenu.RadioItem
                  key={option}
                  value={option}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  <span className="flex-1">{m[option]}</span>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </Menu>
  );
}
