import type { CostGuideMetric } from "../../cost-guide/rules.ts";
import type { DistrictGroup } from "../../matching/district-groups.ts";
import type { ProjectType, PropertyType } from "../../requests/constants.ts";

/** The cost guide's page (issue 22 §2): a chunk of its own, loaded with the page. */
export const costGuideEn = (brand: string) => ({
  title: "What Interior Design Costs in Hong Kong",
  subtitle: `Design fees and project budgets per square foot, from the requests Hong Kong homeowners made on ${brand} and the proposals our vetted designers sent them.`,
  refreshed: (date: string) => `Figures as of ${date}, refreshed daily.`,
  notYet: "The figures have not been computed yet. Please come back tomorrow.",
  metrics: {
    designFee: "Design fee per sq ft",
    budget: "Project budget per sq ft",
  } satisfies Record<CostGuideMetric, string>,
  metricHints: {
    designFee: "What designers proposed for the design work, divided by the home's size.",
    budget: "The whole budget homeowners planned (design, works and furnishing), divided by the home's size.",
  } satisfies Record<CostGuideMetric, string>,
  overall: "All homes",
  overallLine: (metric: string, median: string, p25: string, p75: string) =>
    `${metric}: typically ${median}; half of homes between ${p25} and ${p75}.`,
  sections: {
    propertyType: "By property type",
    projectType: "By project type",
    districtGroup: "By area",
  },
  propertyTypes: {
    Apartment: "Apartment",
    House: "House",
    Townhouse: "Townhouse",
    Commercial: "Commercial",
  } satisfies Record<PropertyType, string>,
  projectTypes: {
    "Full Design": "Full design",
    "Partial Design": "Partial design",
    Renovation: "Renovation",
    "New Design": "New design",
  } satisfies Record<ProjectType, string>,
  districtGroups: {
    "Hong Kong Island": "Hong Kong Island",
    Kowloon: "Kowloon",
    "New Territories": "New Territories and Islands",
  } satisfies Record<DistrictGroup, string>,
  table: {
    group: "Homes",
    median: "Median",
    unit: "HK$ per sq ft",
    range: "Middle half of homes",
  },
  perSqFt: (amount: string) => `${amount}/sq ft`,
  notShown: (min: number) => `Fewer than ${min} requests: not shown`,
  fromRequests: (count: number) => `${count} requests`,
  legend: {
    range: "Middle half of homes (25th to 75th percentile)",
    median: "Median",
  },
  method: {
    title: "How we compute these figures",
    items: (min: number) => [
      "Each request counts the home's size in square feet. A budget counts as the middle of the range the homeowner chose; an open-ended top budget counts from HK$3,000,000, the least it says.",
      "A design fee is the designer's fixed fee, or the middle of their fee range. A request with several proposals counts the average of them.",
      `Each homeowner counts once in a group, however many requests they made in it. A group with fewer than ${min} homeowners is not shown.`,
      "We show the median and the middle half (25th to 75th percentile), never the lowest or the highest figure, and round to whole Hong Kong dollars.",
    ],
  },
  privacy: {
    title: "Your privacy",
    body: "These figures never name a person, a home or an address, and no group is small enough to point to one home. The guide is recomputed from scratch every day.",
  },
  cta: {
    title: "Ready to plan your own home?",
    body: "Share your brief once and meet vetted designers who fit your budget.",
    action: "Start a design request",
  },
  loadError: "The cost guide could not be loaded.",
  retry: "Try again",
});
