import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { MoreHorizontal } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

/**
 * Menus are not modal: a modal menu hides the rest of the page with aria-hidden while its links
 * still take focus (axe: aria-hidden-focus). Focus still moves into the menu and back to its trigger.
 */
export function Menu(props: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={cn(
          "z-50 min-w-52 rounded-lg border border-border bg-card p-1 text-card-foreground shadow-lg",
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({
  className,
  destructive,
  ...props
}: ComponentProps<typeof DropdownMenu.Item> & { destructive?: boolean }) {
  return (
    <DropdownMenu.Item
      className={cn(
        "flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4",
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
