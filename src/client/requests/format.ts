import { format, isValid, parseISO } from "date-fns";

/** Spec 2 §3: tables use 'MMM d, yyyy', details 'MMMM d, yyyy'; a missing or bad date says so. */
export function formatDate(
  iso: string | null | undefined,
  pattern: "MMM d, yyyy" | "MMMM d, yyyy",
  unknown: string,
) {
  if (!iso) return unknown;
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : unknown;
}

/** Spec 2 §2: the address cut to 50 characters with an ellipsis. */
export function truncate(text: string, max = 50): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
