import { useCallback, useEffect, useRef, useState } from "react";

/** Spec 1 §4, §9: the draft is saved about 1 s after a change; 'saved' shows for 2 s. */
const SAVE_DELAY_MS = 1000;
const SAVED_INDICATOR_MS = 2000;

export function readDraft<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps `values` in browser storage under `key` while the user types; `clear` forgets it. */
export function useDraft<T>(key: string, values: T, enabled: boolean) {
  const [justSaved, setJustSaved] = useState(false);
  const serialized = JSON.stringify(values);
  const first = useRef(true);

  useEffect(() => {
    if (!enabled) return;
    // The values the form starts with are not a change.
    if (first.current) {
      first.current = false;
      return;
    }
    const save = setTimeout(() => {
      try {
        localStorage.setItem(key, serialized);
        setJustSaved(true);
      } catch {
        // Storage full or off: the form still works, only without a draft.
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(save);
  }, [key, serialized, enabled]);

  useEffect(() => {
    if (!justSaved) return;
    const hide = setTimeout(() => setJustSaved(false), SAVED_INDICATOR_MS);
    return () => clearTimeout(hide);
  }, [justSaved]);

  const clear = useCallback(() => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);

  return { justSaved, clear };
}
