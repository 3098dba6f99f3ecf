import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { X } from "./icons.tsx";
import { useFocusReturn } from "./use-focus-return.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A centred modal. `closeLabel` adds a close button; without it the dialog can only be closed by
 * its own actions (pair with `blocking` to also ignore Escape and outside clicks).
 */
const WIDTHS = {
  md: "max-w-md",
  lg: "max-w-lg",
  xl: "max-w-xl",
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
} as const;
/** A long form reads on the page's own background, as it does outside a dialog. */
const SURFACES = { card: "bg-card", page: "bg-background" } as const;

export function DialogContent({
  title,
  description,
  closeLabel,
  blocking,
  width = "lg",
  surface = "card",
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  width?: keyof typeof WIDTHS;
  surface?: keyof typeof SURFACES;
  description?: ReactNode;
  closeLabel?: string;
  blocking?: boolean;
}) {
  const prevent = (event: Event) => event.preventDefault();
  const focusReturn = useFocusReturn();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
      <DialogPrimitive.Content
        {...focusReturn}
        {...(blocking
          ? { onEscapeKeyDown: prevent, onPointerDownOutside: prevent, onInteractOutside: prevent }
          : {})}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-border p-6 text-card-foreground shadow-xl",
          WIDTHS[width],
          SURFACES[surface],
          className,
        )}
        {...props}
      >
        <div className="flex flex-col gap-1.5 pr-6">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
        </div>
        {children}
        {closeLabel && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
