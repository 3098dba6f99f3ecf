/**
 * The budget bands the analytics count requests in, by the top of the homeowner's budget (whole HK$;
 * an open-ended budget is in the last band). Each band holds budgets up to and including its `upTo`.
 */
export const BUDGET_BANDS = [
  { key: "upTo300k", upTo: 300_000 },
  { key: "upTo600k", upTo: 600_000 },
  { key: "upTo1m", upTo: 1_000_000 },
  { key: "upTo2m", upTo: 2_000_000 },
  { key: "over2m", upTo: null },
] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number]["key"];
export const BUDGET_BAND_KEYS = BUDGET_BANDS.map((band) => band.key) as [BudgetBand, ...BudgetBand[]];
