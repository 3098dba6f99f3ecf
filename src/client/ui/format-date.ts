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
