import { formatHkd } from "../../../designs/money.ts";
import type { DeclineReason } from "../../../matching/decline.ts";

/** 'A', 'A and B', 'A, B and C'. */
function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const budgetRange = (min: number | null, max: number | null) =>
  max === null ? `${formatHkd(min ?? 0)}+` : `${formatHkd(min ?? 0)}–${formatHkd(max)}`;

/** Words of the designer suggestions for a request and the admin's introduction picker. */
export const suggestionsEn = (_brand: string) => ({
  /** Why a designer is suggested (or placed lower), one sentence per factor of the ranking. */
  reasons: {
    specialises: (styles: readonly string[]) => `Specialises in ${listWords(styles)}`,
    portfolioShows: (styles: readonly string[]) => `Portfolio shows ${listWords(styles)}`,
    noStyleMatch: "No matching style in specialties or portfolio",
    budgetFits: (min: number | null, max: number | null) =>
      `Typical budget ${budgetRange(min, max)} fits this request`,
    budgetOverlaps: (min: number | null, max: number | null) =>
      `Typical budget ${budgetRange(min, max)} only partly overlaps this request`,
    budgetAbove: (min: number | null, max: number | null) =>
      `Typical budget ${budgetRange(min, max)} is above this request`,
    budgetBelow: (min: number | null, max: number | null) =>
      `Typical budget ${budgetRange(min, max)} is below this request`,
    worksIn: (district: string) => `Works in ${district}`,
    notIn: (district: string) => `Does not list ${district}`,
    propertyType: (type: string) => `Takes on ${type} projects`,
    openIntroductions: (count: number) =>
      count === 0 ? "No open introductions" : `Has ${count} open introduction${count === 1 ? "" : "s"}`,
  },
  picker: {
    title: "Suggested designers",
    intro: "Vetted designers ranked for this request. Pick 1 to 3 to introduce.",
    loading: "Finding designers...",
    failed: "Suggestions could not be loaded.",
    empty: "No vetted designers yet. Vet designers' profiles to see suggestions here.",
    score: (score: number) => `${score}% match`,
    select: (name: string) => `Introduce ${name}`,
    alreadyIntroduced: "Already introduced",
    /** Each suggestion's public page (profile, portfolio, reviews), in a new tab so the picker stays as it is. */
    profile: "Profile and portfolio",
    profileOf: (name: string) => `${name}'s profile and portfolio (opens in a new tab)`,
    limitHint: (left: number) =>
      left === 1
        ? "You can introduce 1 more designer to this request."
        : `You can introduce up to ${left} designers to this request.`,
    chosen: (count: number, left: number) => `${count} of ${left} chosen`,
    find: "Find designers",
    close: "Close",
    send: "Send introductions",
    sending: "Sending...",
    sentTitle: "Introductions sent",
    sentText: (count: number) =>
      `${count} designer${count === 1 ? " has" : "s have"} been introduced. The request is now matched.`,
    failedTitle: "Introductions not sent",
    failedText: "There was an error sending the introductions.",
    years: (years: number) => `${years} year${years === 1 ? "" : "s"} of experience`,
    budget: budgetRange,
  },
  introduced: {
    title: "Introduced designers",
    statuses: {
      pending: "Awaiting reply",
      accepted: "Accepted",
      declined: "Declined",
      chosen: "Chosen",
      passed: "Not chosen",
      withdrawn: "Withdrawn",
      expired: "No answer in time",
    },
    /** Why a designer declined, as the admins read it in the desk and in their notice. */
    declineReasons: {
      fully_booked: "They are fully booked for now",
      budget: "They find the budget does not fit the work",
      outside_district: "They do not serve the district",
      style: "The style is not one they work in",
      project_type: "They do not take on this kind of project",
      other: "Another reason",
    } satisfies Record<DeclineReason, string>,
    declineNote: (note: string) => `“${note}”`,
  },
});
