import { useWorkspaceMessages } from "../../app/i18n.tsx";

/**
 * How the analytics write their numbers: for the table and the chart in the reader's language (a dash for a
 * share or a time there is none of), for the CSV file as plain numbers a spreadsheet can sum.
 */
export function useFigureFormats() {
  const { analytics: t, app } = useWorkspaceMessages();
  return {
    number: (n: number) => n.toLocaleString(app.formats.locale),
    percent: (share: number | null) => (share === null ? t.none : t.percent(share)),
    hours: (value: number | null) => (value === null ? t.none : t.hours(value)),
    /** A share as a percentage with one decimal. */
    csvPercent: (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10),
    /** Hours with two decimals. */
    csvHours: (value: number | null) => (value === null ? null : Math.round(value * 100) / 100),
  };
}
