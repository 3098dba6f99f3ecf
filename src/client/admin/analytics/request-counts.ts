import type { Figures } from "./figures.ts";

/** Requests counted by one label: a district, a style, a budget band. */
export interface RequestCount {
  key: string;
  label: string;
  requests: number;
}

/** The labels with the most requests first. */
export const mostRequestsFirst = <T extends { requests: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => b.requests - a.requests);

/** Two columns, the label and its requests: in the table as the reader writes numbers, in the CSV file as numbers. */
export function requestCountFigures(
  rows: readonly RequestCount[],
  header: [label: string, requests: string],
  file: string,
  number: (n: number) => string,
): Figures {
  return {
    header: [...header],
    rows: rows.map((row) => ({
      key: row.key,
      cells: [row.label, number(row.requests)],
      csv: [row.label, row.requests],
    })),
    file,
  };
}
