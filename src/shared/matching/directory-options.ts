/** The designer directory's choices (no schema here: the page reads these without loading zod). */
export const DIRECTORY_PAGE_SIZE = 12;
export const DIRECTORY_MAX_PAGE_SIZE = 48;
export const DIRECTORY_SEARCH_MAX_LENGTH = 100;
/** Fit: most of the chosen styles and languages first, then rating. */
export const DIRECTORY_SORTS = ["fit", "rating"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
/** A homeowner's budget, as the directory's budget filter offers it (whole HK$; the designer's typical range holds it). */
export const DIRECTORY_BUDGETS = [
  100_000, 200_000, 300_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000,
] as const;
export const DIRECTORY_MIN_RATINGS = [3, 4, 4.5] as const;
