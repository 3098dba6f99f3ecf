import type { CurrentUser } from "#shared/auth/user.ts";
import type { OwnDesignerProfile } from "#shared/matching/profile.ts";
import { isProfileComplete } from "#shared/profile/completeness.ts";
import type { RequestStatus } from "#shared/requests/constants.ts";

/** One step of a 'Getting Started' list, ticked from what the account has really done. */
export interface ChecklistStep<Key extends string> {
  key: Key;
  done: boolean;
}

type Person = Pick<CurrentUser, "firstName" | "lastName" | "phoneNumber" | "profileImageUrl">;

/** Statuses a request reaches once the team has introduced designers, and once the homeowner chose one. */
const INTRODUCED: readonly RequestStatus[] = ["matched", "in_progress", "completed"];
const CHOSEN: readonly RequestStatus[] = ["in_progress", "completed"];

export const HOMEOWNER_STEPS = ["profile", "request", "introduced", "chosen"] as const;
export type HomeownerStep = (typeof HOMEOWNER_STEPS)[number];

/**
 * The homeowner's way from sign-up to a chosen designer (spec 1 §2's three steps, the third split in
 * two: designers introduced, then one chosen). A withdrawn request still counts as sent.
 */
export function homeownerChecklist(
  user: Person,
  requests: readonly { status: RequestStatus }[],
): ChecklistStep<HomeownerStep>[] {
  const reached = (statuses: readonly RequestStatus[]) =>
    requests.some((request) => statuses.includes(request.status));
  const done: Record<HomeownerStep, boolean> = {
    profile: isProfileComplete(user),
    request: requests.length > 0,
    introduced: reached(INTRODUCED),
    chosen: reached(CHOSEN),
  };
  return HOMEOWNER_STEPS.map((key) => ({ key, done: done[key] }));
}

export const PUBLIC_PROFILE_PARTS = [
  "photo",
  "bio",
  "yearsExperience",
  "specialties",
  "districts",
  "propertyTypes",
  "languages",
  "budget",
] as const;
export type PublicProfilePart = (typeof PUBLIC_PROFILE_PARTS)[number];

/**
 * The bio: one text, or one per language since listings are bilingual (issue 19 §12); filled when any of
 * them says something.
 */
type BioTexts = Partial<Record<"bio" | "bioEn" | "bioZh", string>>;

type DesignerProfileFacts = BioTexts &
  Pick<
    OwnDesignerProfile,
    | "yearsExperience"
    | "specialties"
    | "districts"
    | "propertyTypes"
    | "languages"
    | "budgetMin"
    | "budgetMax"
  >;

/** Which parts of a designer's public page they have filled in (what homeowners read and suggestions rank on). */
export function publicProfileParts(
  user: Pick<Person, "profileImageUrl">,
  profile: DesignerProfileFacts,
): ChecklistStep<PublicProfilePart>[] {
  const filled: Record<PublicProfilePart, boolean> = {
    photo: Boolean(user.profileImageUrl),
    bio: [profile.bio, profile.bioEn, profile.bioZh].some((text) => Boolean(text?.trim())),
    yearsExperience: profile.yearsExperience !== null,
    specialties: profile.specialties.length > 0,
    districts: profile.districts.length > 0,
    propertyTypes: profile.propertyTypes.length > 0,
    languages: profile.languages.length > 0,
    budget: profile.budgetMin !== null || profile.budgetMax !== null,
  };
  return PUBLIC_PROFILE_PARTS.map((key) => ({ key, done: filled[key] }));
}

export const DESIGNER_STEPS = ["account", "publicProfile", "firstDesign", "vetted", "answered"] as const;
export type DesignerStep = (typeof DESIGNER_STEPS)[number];

/** The designer's way from an account to their first answered introduction. */
export function designerChecklist(facts: {
  user: Person;
  profile: DesignerProfileFacts & { isVetted: boolean };
  portfolioCount: number;
  introductions: readonly { respondedAt: string | null }[];
}): ChecklistStep<DesignerStep>[] {
  const { user, profile } = facts;
  const done: Record<DesignerStep, boolean> = {
    account: isProfileComplete(user),
    publicProfile: publicProfileParts(user, profile).every((part) => part.done),
    firstDesign: facts.portfolioCount > 0,
    vetted: profile.isVetted,
    answered: facts.introductions.some((introduction) => introduction.respondedAt !== null),
  };
  return DESIGNER_STEPS.map((key) => ({ key, done: done[key] }));
}
