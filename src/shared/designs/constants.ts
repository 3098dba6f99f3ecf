/** Design styles a portfolio item can carry (spec 2 §5). */
export const DESIGN_STYLES = [
  "Modern",
  "Scandinavian",
  "Minimalist",
  "Industrial",
  "Japanese",
  "Traditional",
  "Contemporary",
  "Smart",
] as const;

export type DesignStyle = (typeof DESIGN_STYLES)[number];

const BAND_STEP = 100_000;
const BAND_TOP = 3_000_000;

export interface BudgetBand {
  /** Stable identifier used in URLs, e.g. "100000-200000" or "3000000-". */
  id: string;
  min: number;
  /** Exclusive upper bound; null for the open-ended top band. */
  max: number | null;
}

/**
 * The 30 preset bands of the browse page (spec 1 §9): HK$100K steps up to HK$3M,
 * then 'Over HK$3M'. Bands match on a design's minimum budget.
 */
export const BUDGET_BANDS: readonly BudgetBand[] = [
  ...Array.from({ length: BAND_TOP / BAND_STEP - 1 }, (_, i) => ({
    id: `${(i + 1) * BAND_STEP}-${(i + 2) * BAND_STEP}`,
    min: (i + 1) * BAND_STEP,
    max: (i + 2) * BAND_STEP,
  })),
  { id: `${BAND_TOP}-`, min: BAND_TOP, max: null },
];

export const PRICE_SORTS = ["none", "price-asc", "price-desc"] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];

/** Spec 1 §9: the featured block shows 6, the first 6 cards load images at once, dots for at most 5 images. */
export const FEATURED_COUNT = 6;
export const EAGER_CARD_COUNT = 6;
export const CAROUSEL_DOTS_MAX = 5;
/** Cards show up to 2 style badges, then '+N'. */
export const CARD_STYLE_BADGES = 2;

export const CATALOGUE_PAGE_SIZE = 24;
export const CATALOGUE_MAX_PAGE_SIZE = 60;
export const SEARCH_MAX_LENGTH = 100;
