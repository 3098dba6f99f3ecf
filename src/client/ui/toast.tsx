import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { type ReactNode, useSyncExternalStore } from "react";
import { cn } from "./cn.ts";

export interface ToastContent {
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive" | "success";
}

interface ShownToast extends ToastContent {
  id: number;
  open: boolean;
}

/** At most one toast is visible; a new one replaces the previous (spec 1 §4). */
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ShownToast | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(content: ToastContent): void {
  publish({ ...content, id: nextId++, open: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Spec 1 §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={label}
    >
      {children}
    </ToastPrimitive.Provider>
  );
}

export function Toaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const shown = useSyncExternalStore(subscribe, () => current);
  return (
    <>
      {shown && (
        <ToastPrimitive.Root
          key={shown.id}
          open={shown.open}
          onOpenChange={(open) => {
            if (!open && current?.id === shown.id) publish({ ...shown, open: false });
          }}
          type={shown.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            shown.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{shown.title}</ToastPrimitive.Title>
            {shown.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {shown.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        label={regionLabel}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-[420px]"
      />
    </>
  );
}
