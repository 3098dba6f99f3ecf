import type { DateFormat } from "../ui/format-date.ts";
import { useMessages } from "./i18n.tsx";

/** The page language's date formats (spec 2 §3: tables short, details long) for formatDate. */
export function useDateFormats() {
  const { dateLocale, dateShort, dateLong, dateTimeLong, dateTimeWeekday } = useMessages().app.formats;
  const locale = dateLocale();
  return {
    short: { pattern: dateShort, locale },
    long: { pattern: dateLong, locale },
    longWithTime: { pattern: dateTimeLong, locale },
    withWeekday: { pattern: dateTimeWeekday, locale },
  } satisfies Record<string, DateFormat>;
}
