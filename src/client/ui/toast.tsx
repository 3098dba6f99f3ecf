import { lazy, Suspense, useSyncExternalStore } from "react";
import { currentToast, noToast, subscribe, type ToasterLabels } from "./toast-store.ts";

export { type ShownToast, type ToastContent, type ToasterLabels, toast } from "./toast-store.ts";

// Most visits never show a toast: the toast library loads with the first one.
const ToastRegion = lazy(async () => ({ default: (await import("./toast-region.tsx")).ToastRegion }));

export function Toaster(labels: ToasterLabels) {
  const shown = useSyncExternalStore(subscribe, currentToast, noToast);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...labels} />
    </Suspense>
  );
}
