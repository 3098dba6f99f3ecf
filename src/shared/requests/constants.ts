import { DESIGN_STYLES } from "../designs/constants.ts";

/**
 * One model for the two readings of the request form (spec 1 §5 and spec 2 §5): every option of
 * either reading is an option of both screens, so any request can be edited anywhere.
 */
export const PROPERTY_TYPES = ["Apartment", "House", "Townhouse", "Commercial"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROJECT_TYPES = ["Full Design", "Partial Design", "Renovation", "New Design"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const HOME_STATUSES = ["Existing", "Resale", "New"] as const;
export type HomeStatus = (typeof HOME_STATUSES)[number];

/** The request form's styles: the catalogue's eight plus 'Not Sure' (designer to recommend). */
export const REQUEST_STYLES = [...DESIGN_STYLES, "Not Sure"] as const;
export type RequestStyle = (typeof REQUEST_STYLES)[number];

/**
 * The spec's submitted and confirmed (reviewed; no longer editable by the client), then the
 * matching steps: designers introduced, one chosen and working, the project done; or withdrawn by
 * the client once designers were introduced (it can no longer be deleted). The moves between them
 * are in lifecycle.ts.
 */
export const REQUEST_STATUSES = [
  "submitted",
  "confirmed",
  "matched",
  "in_progress",
  "completed",
  "withdrawn",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The admin's review (spec 2 §4): confirm a submitted request, or revert a confirmed one. */
export const REVIEW_STATUSES = ["submitted", "confirmed"] as const;

/** Spec 1 §9: budget choices in HK$100,000 steps; the top maximum is open-ended ('HK$3,000,000+'). */
export const BUDGET_STEP = 100_000;
export const BUDGET_TOP = 3_000_000;
export const REQUEST_MIN_BUDGETS = Array.from(
  { length: BUDGET_TOP / BUDGET_STEP + 1 },
  (_, i) => i * BUDGET_STEP,
);
export const REQUEST_MAX_BUDGETS = Array.from(
  { length: BUDGET_TOP / BUDGET_STEP },
  (_, i) => (i + 1) * BUDGET_STEP,
);
export const DEFAULT_BUDGET = { min: 0, max: 100_000 } as const;

export const DESCRIPTION_MIN_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const ADDRESS_MAX_LENGTH = 300;
export const NAMES_MAX_LENGTH = 500;
export const MAX_REQUEST_IMAGES = 20;

/** Saved catalogue designs a request may carry as inspiration. */
export const MAX_INSPIRATION_DESIGNS = 10;
