import type { IntroductionStatus } from "../matching/constants.ts";
import { CONTACT_SHARED_WITH } from "../requests/lifecycle.ts";

interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

const trimmed = (name: string | null | undefined) => name?.trim() ?? "";

/**
 * Spec 2 §3: first and last name, else whichever exists. Never the e-mail (issue 18): an account
 * without names shows as "", and each view says so in its own words.
 */
export function displayName(person: Named): string {
  return [trimmed(person.firstName), trimmed(person.lastName)].filter(Boolean).join(" ");
}

/**
 * How a homeowner appears to designers they have not chosen (issue 18): the first name and the
 * last name's initial, "Mei L.", the same everywhere and naming no way to reach them.
 */
export function privateName(person: Named): string {
  const initial = Array.from(trimmed(person.lastName))[0];
  return [trimmed(person.firstName), initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}

/** The homeowner's name as the designer of an introduction in `status` reads it: in full only once chosen. */
export function homeownerNameFor(client: Named, status: IntroductionStatus): string {
  return CONTACT_SHARED_WITH.includes(status) ? displayName(client) : privateName(client);
}

/** Spec 2 §3: initials of first and last name, else whichever exists; never from the e-mail. */
export function initials(person: Named): string {
  const first = Array.from(trimmed(person.firstName))[0];
  const last = Array.from(trimmed(person.lastName))[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  return (first ?? last ?? "?").toUpperCase();
}
