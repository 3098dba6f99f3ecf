/** An admin introduces 1 to 3 designers to a request (issue: matching). */
export const MIN_INTRODUCTIONS = 1;
export const MAX_INTRODUCTIONS = 3;

/**
 * An introduction's life: the designer is asked (pending), answers (accepted with a proposal, or
 * declined); the client then chooses one accepted designer (chosen), the others are passed over;
 * or the client withdraws the request first (withdrawn); or the designer does not answer within 2
 * business days and the system lets it expire (expired). The moves are in requests/lifecycle.ts.
 */
export const INTRODUCTION_STATUSES = [
  "pending",
  "accepted",
  "declined",
  "chosen",
  "passed",
  "withdrawn",
  "expired",
] as const;
export type IntroductionStatus = (typeof INTRODUCTION_STATUSES)[number];

/** How a proposal prices the design fee. */
export const FEE_TYPES = ["fixed", "range"] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/** What a design proposal may include; free text adds the rest. */
export const PROPOSAL_SCOPE_ITEMS = [
  "Site measurement",
  "Space planning and layout",
  "3D renderings",
  "Material and finish selection",
  "Furniture and lighting selection",
  "Custom carpentry drawings",
  "Contractor tendering",
  "Site supervision",
  "Building Department submissions",
  "Styling and handover",
] as const;

/** What a request's history records, with its actor and time. */
export const REQUEST_EVENT_TYPES = [
  "submitted",
  "confirmed",
  "reverted",
  "introduced",
  "accepted",
  "declined",
  "chosen",
  "completed",
  "withdrawn",
  "expired",
] as const;
export type RequestEventType = (typeof REQUEST_EVENT_TYPES)[number];

/** Reviews of a designer after a completed project. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
