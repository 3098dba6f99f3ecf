import type { FeeType } from "../matching/constants.ts";
import { DISTRICT_GROUP_NAMES, districtGroupOf } from "../matching/district-groups.ts";
import { HK_DISTRICTS } from "../matching/districts.ts";
import { BUDGET_TOP, PROJECT_TYPES, PROPERTY_TYPES } from "../requests/constants.ts";

/*
 * The cost guide's rules (issue 22 §2), one home for the server's SQL, the page and the tests
 * (docs/decisions.md, "Issue 22 §2 and §3").
 */

/**
 * A cell is published only when this many independent requests stand behind it: distinct homeowners,
 * each counted once however many requests they made in it (their requests are averaged first).
 */
export const MIN_INDEPENDENT_REQUESTS = 5;

/** What the guide measures, both in whole HK$ per square foot of the home. */
export const COST_GUIDE_METRICS = ["designFee", "budget"] as const;
export type CostGuideMetric = (typeof COST_GUIDE_METRICS)[number];

/** How the guide is broken down: all requests together, then by one of three things at a time. */
export const COST_GUIDE_DIMENSIONS = ["all", "propertyType", "projectType", "districtGroup"] as const;
export type CostGuideDimension = (typeof COST_GUIDE_DIMENSIONS)[number];

/** The key of the one cell of the `all` dimension. */
export const ALL_KEY = "all";

/** The keys each dimension may have, in the order the page lists them. */
export const COST_GUIDE_KEYS = {
  all: [ALL_KEY],
  propertyType: PROPERTY_TYPES,
  projectType: PROJECT_TYPES,
  districtGroup: DISTRICT_GROUP_NAMES,
} as const satisfies Record<CostGuideDimension, readonly string[]>;

/**
 * What a proposal's fee stands for, in whole HK$: a fixed fee itself; a range's midpoint, or its
 * minimum when no maximum was given. The SQL that builds the guide states the same rule
 * (server/matching/cost-guide.ts); the tests hold both to it.
 */
export function feeEstimate(feeType: FeeType, feeMin: number, feeMax: number | null): number {
  if (feeType === "fixed" || feeMax === null) return feeMin;
  return (feeMin + feeMax) / 2;
}

/**
 * What a request's budget stands for: its midpoint. The open top ("HK$3,000,000+") has no maximum, so
 * its range is read as ending at the top step, the least it says.
 */
export function budgetEstimate(budgetMin: number, budgetMax: number | null): number {
  return (budgetMin + (budgetMax ?? Math.max(budgetMin, BUDGET_TOP))) / 2;
}

/** HK$ per square foot; null for a home without a usable size. */
export function perSquareFoot(amount: number, squareFootage: number): number | null {
  return squareFootage > 0 ? amount / squareFootage : null;
}

const SECTION_NAMES: Record<CostGuideDimension, string> = {
  all: "all",
  propertyType: "property-type",
  projectType: "project-type",
  districtGroup: "area",
};

/** A breakdown's address on the guide's page (`budget-by-property-type`), so a link can open at it. */
export const costGuideSectionId = (metric: CostGuideMetric, dimension: CostGuideDimension) =>
  `${metric === "designFee" ? "fee" : "budget"}-by-${SECTION_NAMES[dimension]}`;

/** The guide's parameters that mark the reader's own home in each breakdown. */
export const COST_GUIDE_HOME_PARAMS = {
  propertyType: "propertyType",
  projectType: "projectType",
  districtGroup: "area",
} as const satisfies Partial<Record<CostGuideDimension, string>>;

/**
 * The guide opened on a home like the one described (the request form's link): its property type,
 * project type and area marked, at the budgets by property type.
 */
export function costGuidePath(home: {
  propertyType?: unknown;
  projectType?: unknown;
  district?: unknown;
}): string {
  const search = new URLSearchParams();
  // The form's values as typed so far: only a known choice is passed on.
  const propertyType = PROPERTY_TYPES.find((type) => type === home.propertyType);
  const projectType = PROJECT_TYPES.find((type) => type === home.projectType);
  if (propertyType) search.set(COST_GUIDE_HOME_PARAMS.propertyType, propertyType);
  if (projectType) search.set(COST_GUIDE_HOME_PARAMS.projectType, projectType);
  const district = HK_DISTRICTS.find((name) => name === home.district);
  if (district) search.set(COST_GUIDE_HOME_PARAMS.districtGroup, districtGroupOf(district));
  const query = search.toString();
  return `/cost-guide${query ? `?${query}` : ""}#${costGuideSectionId("budget", "propertyType")}`;
}
