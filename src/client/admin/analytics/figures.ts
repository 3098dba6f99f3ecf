import type { ReactNode } from "react";
import { toCsv } from "#shared/admin/analytics/csv.ts";

/** A cell as the CSV file holds it: a number stays a number, a missing value an empty cell. */
export type CsvCell = string | number | null;

/** One chart's numbers: the table's header and rows as shown, and the same as the CSV file holds them. */
export interface Figures {
  header: string[];
  rows: { key: string; cells: ReactNode[]; csv: CsvCell[] }[];
  /** The CSV file's name, before its range. */
  file: string;
}

/** The CSV file's text: the header, then each row's CSV cells. */
export function figuresCsv(figures: Figures): string {
  return toCsv(
    figures.header,
    figures.rows.map((row) => row.csv),
  );
}
