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

/**
 * Keeps `values` in browser storage under `key`, `delayMs` after the last change (1 s on the
 * request page, 2 s in the dashboard's edit dialog); `clear` forgets it.
 */
export function useDraft<T>(
  key: string,
  values: T,
  { enabled, delayMs }: { enabled: boolean; delayMs: number },
) {
  const [state, setState] = useState<DraftState>("idle");
  const serialized = JSON.stringify(values);
  const first = useRef(true);

  useEffect(() => {
    if (!enabled) return;
    // The values the form starts with are not a change.
    if (first.current) {
      first.current = false;
      return;
    }
    setState("saving");
    const save = setTimeout(() => {
      try {
        localStorage.setItem(key, serialized);
        setState("saved");
      } catch {
        setState("failed");
      }
    }, delayMs);
    return () => clearTimeout(save);
  }, [key, serialized, enabled, delayMs]);

  useEffect(() => {
    if (state !== "saved") return;
    const hide = setTimeout(() => setState("idle"), SAVED_INDICATOR_MS);
    return () => clearTimeout(hide);
  }, [state]);

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);

  return { state, clear };
}
