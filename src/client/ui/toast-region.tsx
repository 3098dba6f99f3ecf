import * as ToastPrimitive from "@radix-ui/react-toast";
import { useSyncExternalStore } from "react";
import { cn } from "./cn.ts";
import { X } from "./icons.tsx";
import { currentToast, noToast, publish, subscribe, type ToasterLabels } from "./toast-store.ts";

/** Spec 1 §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region. */
const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastRegion({ label, closeLabel, regionLabel }: ToasterLabels) {
  const shown = useSyncExternalStore(subscribe, currentToast, noToast);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={label}
    >
      {shown && (
        <ToastPrimitive.Root
          key={shown.id}
          open={shown.open}
          onOpenChange={(open) => {
            if (!open && currentToast()?.id === shown.id) publish({ ...shown, open: false });
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
    </ToastPrimitive.Provider>
  );
}
