import type { Messages } from "../i18n/index.ts";
import type { Design } from "./design.ts";

/** 'HK$100,000 - HK$200,000', 'From HK$800,000', or 'Budget not specified'. */
export function budgetLabel(design: Pick<Design, "budget">, m: Messages["designs"]["card"]): string {
  if (!design.budget) return m.budgetNotSpecified;
  return design.budget.max ? `${design.budget.min} - ${design.budget.max}` : m.from(design.budget.min);
}
