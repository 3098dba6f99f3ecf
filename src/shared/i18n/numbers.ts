/**
 * A whole number with its thousands grouped by commas, as both languages write it: 1,234,567. Written out
 * rather than `toLocaleString`: a first visit's page would otherwise start ICU's number formatting while it
 * hydrates, about 25 ms of a phone's main thread for the counts and prices of a catalogue page.
 */
export function groupedInteger(value: number): string {
  const digits = String(Math.abs(Math.round(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ",");
  return value <= -0.5 ? `-${grouped}` : grouped;
}
