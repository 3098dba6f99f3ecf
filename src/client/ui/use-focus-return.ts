import { useRef } from "react";

/**
 * Radix gives the focus back only to a Dialog.Trigger, and our dialogs open from state (a button, a
 * menu item, the address), so closing one dropped the focus to the page's start. These handlers note
 * what had the focus when the dialog opened and give it back when it closes (WCAG 2.4.3).
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      // A menu item that opened the dialog is gone by now; Radix's default then applies.
      if (!opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
