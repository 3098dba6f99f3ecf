import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { MoreHorizontal } from "./icons.tsx";

/**
 * Menus are not modal: a modal menu hides the rest of the page with aria-hidden while its links
 * still take focus (axe: aria-hidden-focus). Focus still moves into the menu and back to its trigger.
 */
export function Menu(props: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = DropdownMenu.Trigger;

/** `flush` leaves the padding to the content (a menu with a header of its own). */
export function MenuContent({
  className,
  flush,
  ...props
}: ComponentProps<typeof DropdownMenu.Content> & { flush?: boolean }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={cn(
          "z-50 min-w-52 rounded-lg border border-border bg-card text-card-foreground shadow-lg",
          !flush && "p-1",
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

const ITEM_LAYOUTS = {
  row: "items-center gap-2 py-1.5 text-sm",
  /** A small action beside a menu's heading. */
  small: "items-center gap-2 py-1 text-xs text-primary",
  /** Several lines (a notification): top-aligned, with room between them. */
  entry: "items-start gap-3 py-2 text-sm",
} as const;

export function MenuItem({
  className,
  destructive,
  layout = "row",
  ...props
}: ComponentProps<typeof DropdownMenu.Item> & { destructive?: boolean; layout?: keyof typeof ITEM_LAYOUTS }) {
  return (
    <DropdownMenu.Item
      className={cn(
        "flex cursor-pointer rounded-md px-2 outline-none data-[highlighted]:bg-muted [&_svg]:size-4",
        ITEM_LAYOUTS[layout],
        destructive && "text-destructive",
        className,
      )}
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-border" />;
}

/** The '…' button that opens a row's actions; `label` names whose actions they are. */
export function RowMenuTrigger({ label }: { label: string }) {
  return (
    <DropdownMenu.Trigger asChild>
      <Button variant="ghost" size="icon" aria-label={label}>
        <MoreHorizontal aria-hidden="true" />
      </Button>
    </DropdownMenu.Trigger>
  );
}
