/**
 * A CSV file's text for a spreadsheet: a byte-order mark so Excel reads UTF-8 (Chinese), CRLF line ends,
 * RFC 4180 quoting of a field with a comma, quote or line break, and a cell that a spreadsheet would run
 * as a formula (= + - @, tab, return at the start) made inert with an apostrophe, as the desk's export does.
 * Numbers are written as they are (a negative number is a number, not a formula).
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const cell = (value: string | number | null) => {
    if (value === null) return "";
    if (typeof value === "number") return String(value);
    const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
