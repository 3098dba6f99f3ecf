import { format, isValid, type Locale, parseISO } from "date-fns";

/** A date-fns pattern and the language of its month and weekday names (English without one). */
export interface DateFormat {
  pattern: string;
  locale?: Locale;
}

/** An ISO date in the caller's format; a missing or bad date says so. */
export function formatDate(iso: string | null | undefined, { pattern, locale }: DateFormat, unknown: string) {
  if (!iso) return unknown;
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern, { locale }) : unknown;
}
