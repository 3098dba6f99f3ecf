export interface ToastContent {
  title: string;
  description?: string | undefined;
  variant?: "default" | "destructive" | "success";
}

export interface ShownToast extends ToastContent {
  id: number;
  open: boolean;
}

export interface ToasterLabels {
  /** The region's name for screen readers, with its hotkey. */
  label: string;
  regionLabel: string;
  closeLabel: string;
}

/** At most one toast is visible; a new one replaces the previous (spec 1 §4). */
let current: ShownToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

export function publish(next: ShownToast | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function toast(content: ToastContent): void {
  publish({ ...content, id: nextId++, open: true });
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page rendered on the server shows no toast: one appears only after something happens in the browser. */
export const noToast = (): ShownToast | null => null;

export function currentToast(): ShownToast | null {
  return current;
}
