import type { Locale } from "../i18n/locales.ts";
import type { IntroductionStatus } from "../matching/constants.ts";
import { CONTACT_SHARED_WITH } from "../requests/lifecycle.ts";

/**
 * How people are named, on every screen, mail, notice and export: the one home of name formatting.
 * `firstName` is the given name, `lastName` the family name, whatever order a language writes them in.
 */
interface Named {
  firstName?: string | null;
  lastName?: string | null;
}

const trimmed = (name: string | null | undefined) => name?.trim() ?? "";

/** Chinese characters only, spaces between them allowed (they are dropped): 黃, 美玲, 歐陽. */
const CHINESE = /^[\p{Script=Han}\s]+$/u;
const withoutSpaces = (name: string) => name.replace(/\s+/gu, "");

/** Every part the person gave is written in Chinese characters (issue 19 §4): 黃 + 美玲, not Mei Ling + 黃. */
export function isWrittenInChinese(person: Named): boolean {
  const parts = [trimmed(person.firstName), trimmed(person.lastName)].filter(Boolean);
  return parts.length > 0 && parts.every((part) => CHINESE.test(part));
}

/** A Chinese-written name's family and given name, without the spaces a typist may have put inside. */
function chineseParts(person: Named) {
  return { family: withoutSpaces(trimmed(person.lastName)), given: withoutSpaces(trimmed(person.firstName)) };
}

/**
 * Spec 2 §3: first and last name, else whichever exists. Never the e-mail (issue 18): an account
 * without names shows as "", and each view says so in its own words. A name written in Chinese
 * characters reads family name first with no space, 黃美玲, in either language (issue 19 §4).
 */
export function displayName(person: Named): string {
  if (isWrittenInChinese(person)) {
    const { family, given } = chineseParts(person);
    return `${family}${given}`;
  }
  return [trimmed(person.firstName), trimmed(person.lastName)].filter(Boolean).join(" ");
}

/**
 * How a homeowner appears to designers they have not chosen (issue 18): the first name and the
 * last name's initial, "Mei L.", the same everywhere and naming no way to reach them. A Chinese-written
 * name is called by its family name, as Hong Kong addresses people it does not know, with the given
 * name masked a star a character, "黃**" (issue 19 §4; "黃小姐" would guess a gender).
 */
export function privateName(person: Named): string {
  if (isWrittenInChinese(person)) {
    const { family, given } = chineseParts(person);
    const hidden = "*".repeat(Array.from(given).length);
    // Without a family name the given name's first character stands in for it: 美*.
    return family ? `${family}${hidden}` : `${Array.from(given)[0]}${hidden.slice(1)}`;
  }
  const initial = Array.from(trimmed(person.lastName))[0];
  return [trimmed(person.firstName), initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}

/** The homeowner's name as the designer of an introduction in `status` reads it: in full only once chosen. */
export function homeownerNameFor(client: Named, status: IntroductionStatus): string {
  return CONTACT_SHARED_WITH.includes(status) ? displayName(client) : privateName(client);
}

/**
 * Spec 2 §3: initials of first and last name, else whichever exists; never from the e-mail. A
 * Chinese-written name shows its family name's first character, 黃 (as Chinese avatars do; two
 * characters do not fit the circle). Where only the name put together is known (`name`, "Chloe Wong"
 * or "黃美玲"), its first and last words stand for the parts.
 */
export function initials(person: Named & { name?: string | null }): string {
  if (!trimmed(person.firstName) && !trimmed(person.lastName) && person.name) {
    const words = trimmed(person.name).split(/\s+/u).filter(Boolean);
    return initials({ firstName: words[0], lastName: words.length > 1 ? words.at(-1) : null });
  }
  if (isWrittenInChinese(person)) {
    const { family, given } = chineseParts(person);
    return Array.from(family || given)[0] ?? "?";
  }
  const first = Array.from(trimmed(person.firstName))[0];
  const last = Array.from(trimmed(person.lastName))[0];
  if (first && last) return `${first}${last}`.toUpperCase();
  return (first ?? last ?? "?").toUpperCase();
}

/** The order a form asks for a name in: Chinese asks the family name first, as it is written (issue 19 §4). */
export function namePartsInOrder(locale: Locale): readonly ("firstName" | "lastName")[] {
  return locale === "zh-HK" ? ["lastName", "firstName"] : ["firstName", "lastName"];
}
