import { useCallback, useEffect, useRef, useState } from "react";

/** 'saved' shows for 2 s (spec 1 §9, spec 2 §9). */
const SAVED_INDICATOR_MS = 2000;

export type DraftState = "idle" | "saving" | "saved" | "failed";

export function readDraft<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function storeDraft(key: string, serialized: string): boolean {
  try {
    localStorage.setItem(key, serialized);
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps `values` in browser storage under `key`, `delayMs` after the last change (1 s on the
 * request page, 2 s in the dashboard's edit dialog); `clear` forgets it. A change still waiting when
 * the form closes or the page is left is stored then: a box unticked just before leaving stays unticked.
 */
export function useDraft<T>(
  key: string,
  values: T,
  { enabled, delayMs }: { enabled: boolean; delayMs: number },
) {
  const [state, setState] = useState<DraftState>("idle");
  const serialized = JSON.stringify(values);
  /** What needs no keeping: the values the form opened with, or last stored or sent. */
  const settled = useRef(serialized);
  /** The change not stored yet, if any. */
  const waiting = useRef<string | null>(null);

  useEffect(() => {
    waiting.current = null;
    if (!enabled) return;
    if (serialized === settled.current) {
      setState((now) => (now === "saving" ? "idle" : now));
      return;
    }
    setState("saving");
    waiting.current = serialized;
    const save = setTimeout(() => {
      waiting.current = null;
      settled.current = serialized;
      setState(storeDraft(key, serialized) ? "saved" : "failed");
    }, delayMs);
    return () => clearTimeout(save);
  }, [key, serialized, enabled, delayMs]);

  useEffect(() => {
    const storeWaiting = () => {
      if (waiting.current === null) return;
      storeDraft(key, waiting.current);
      waiting.current = null;
    };
    window.addEventListener("pagehide", storeWaiting);
    return () => {
      window.removeEventListener("pagehide", storeWaiting);
      storeWaiting();
    };
  }, [key]);

  useEffect(() => {
    if (state !== "saved") return;
    const hide = setTimeout(() => setState("idle"), SAVED_INDICATOR_MS);
    return () => clearTimeout(hide);
  }, [state]);

  // What is on screen when the draft is cleared (a request sent) is not a change to keep.
  const clear = useCallback(() => {
    waiting.current = null;
    settled.current = serialized;
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key, serialized]);

  return { state, clear };
}
