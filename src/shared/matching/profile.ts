import { z } from "zod";
import { DESIGN_STYLES, type DesignStyle } from "../designs/constants.ts";
import type { Design } from "../designs/design.ts";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { PROPERTY_TYPES, type PropertyType } from "../requests/constants.ts";
import { HK_DISTRICTS, type HkDistrict } from "./districts.ts";

type ProfileMessages = Messages["matching"]["profiles"];

export const BIO_MAX_LENGTH = 2000;
export const YEARS_EXPERIENCE_MAX = 60;
/** Far above any home's design budget; keeps amounts inside a database integer. */
export const PROFILE_BUDGET_MAX = 100_000_000;

/** A blank select or field means "not stated". */
const blankAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** A whole number from a form field ('12') or a JSON number, or null when left blank. */
function wholeNumber(max: number, message: string) {
  return z.preprocess((value) => {
    const blank = blankAsNull(value);
    return typeof blank === "string" && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
  }, z.number({ error: message }).int(message).min(0, message).max(max, message).nullable());
}

/** A list of choices from `options`, each once, in the list's order. */
function choiceList<T extends string>(options: readonly T[], message: string) {
  return z
    .array(z.enum(options as [T, ...T[]], { error: message }), { error: message })
    .default([])
    .transform((chosen) => options.filter((option) => chosen.includes(option)));
}

/**
 * The profile a designer edits (issue 7 §1): what homeowners read on their public page and what
 * the suggestions rank on. Every field may stay empty; the team vets before anyone sees it.
 */
export function designerProfileSchema(m: ProfileMessages = englishMessages.matching.profiles) {
  const v = m.validation;
  return z
    .object({
      bio: z
        .string({ error: v.bioTooLong(BIO_MAX_LENGTH) })
        .trim()
        .max(BIO_MAX_LENGTH, v.bioTooLong(BIO_MAX_LENGTH))
        .default(""),
      yearsExperience: wholeNumber(YEARS_EXPERIENCE_MAX, v.yearsInvalid(YEARS_EXPERIENCE_MAX)).default(null),
      specialties: choiceList(DESIGN_STYLES, v.specialtyInvalid),
      districts: choiceList(HK_DISTRICTS, v.districtInvalid),
      propertyTypes: choiceList(PROPERTY_TYPES, v.propertyTypeInvalid),
      budgetMin: wholeNumber(PROFILE_BUDGET_MAX, v.budgetInvalid).default(null),
      /** Null: no upper limit. */
      budgetMax: wholeNumber(PROFILE_BUDGET_MAX, v.budgetInvalid).default(null),
    })
    .superRefine((profile, ctx) => {
      if (profile.budgetMax !== null && profile.budgetMax < (profile.budgetMin ?? 0)) {
        ctx.addIssue({ code: "custom", path: ["budgetMax"], message: v.budgetOrder });
      }
    });
}
export const DESIGNER_PROFILE_FIELD_ORDER = [
  "bio",
  "yearsExperience",
  "specialties",
  "districts",
  "propertyTypes",
  "budgetMin",
  "budgetMax",
];

export type DesignerProfileInput = z.input<ReturnType<typeof designerProfileSchema>>;

/** A designer's editable profile, as stored and as PUT /api/designer/profile answers it. */
export interface DesignerProfile {
  bio: string;
  yearsExperience: number | null;
  specialties: DesignStyle[];
  districts: HkDistrict[];
  propertyTypes: PropertyType[];
  /** Typical project budget in whole HK$; null when not stated. */
  budgetMin: number | null;
  /** Null: no upper limit. */
  budgetMax: number | null;
}

/** GET /api/designer/profile and the admin's view: the profile and whether the team has vetted it. */
export interface OwnDesignerProfile extends DesignerProfile {
  designerId: string;
  isVetted: boolean;
}

export const vettingChangeSchema = (m: ProfileMessages = englishMessages.matching.profiles) =>
  z.strictObject({ isVetted: z.boolean({ error: m.validation.vettedInvalid }) });

/** Only visible reviews count; average is null without any. */
export interface Rating {
  average: number | null;
  count: number;
}

/** A review as the designer's public page shows it: the client's first name only. */
export interface PublicReview {
  id: string;
  rating: number;
  text: string;
  clientFirstName: string | null;
  createdAt: string;
  /** Only admins get hidden reviews (to show them again); everyone else never sees one. */
  isHidden: boolean;
}

/** GET /api/designers/{id}: a vetted designer's public page. */
export interface PublicDesignerProfile extends DesignerProfile {
  id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isVetted: true;
  rating: Rating;
  reviews: PublicReview[];
  portfolio: Design[];
}

/** The public page lists this many of the newest visible reviews. */
export const PUBLIC_REVIEWS_SHOWN = 10;
