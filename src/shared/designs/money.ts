import { groupedInteger } from "../i18n/numbers.ts";

/** Whole HK$, written as the spec shows it: 'HK$100,000'. */
export function formatHkd(amount: number): string {
  return `HK$${groupedInteger(amount)}`;
}

/** A band edge in the browse filter's short form: 'HK$100K', 'HK$1.1M'. */
export function formatHkdShort(amount: number): string {
  if (amount >= 1_000_000) return `HK$${Number((amount / 1_000_000).toFixed(2))}M`;
  return `HK$${Math.round(amount / 1000)}K`;
}

/**
 * Reads the spec's budget strings ('HK$100,000', 'HK$3,000,000+', '$10,000', '100000') into whole
 * HK$; null when the text holds no amount.
 */
export function parseHkd(text: string): number | null {
  const digits = text.replace(/[^\d.]/g, "");
  if (!digits) return null;
  const amount = Math.round(Number(digits));
  return Number.isSafeInteger(amount) ? amount : null;
}
