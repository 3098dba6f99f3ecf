import { formatHkd } from "../designs/money.ts";
import type { Messages } from "../i18n/index.ts";

/** 'HK$200,000 - HK$800,000', 'From HK$800,000', or 'Not stated'. */
export function profileBudgetLabel(
  profile: { budgetMin: number | null; budgetMax: number | null },
  m: Messages["matching"]["profiles"]["page"],
): string {
  if (profile.budgetMin === null && profile.budgetMax === null) return m.notStated;
  const min = formatHkd(profile.budgetMin ?? 0);
  return profile.budgetMax === null ? m.budgetFrom(min) : m.budgetRange(min, formatHkd(profile.budgetMax));
}
