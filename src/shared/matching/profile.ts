import { z } from "zod";
import { DESIGN_STYLES } from "../designs/constants.ts";
// Types only: the client's pages must not load the response schemas for them.
import type { ratingSchema } from "../designs/responses.ts";
import { englishMessages, type Messages } from "../i18n/index.ts";
import { PROPERTY_TYPES } from "../requests/constants.ts";
import { HK_DISTRICTS } from "./districts.ts";
import { DESIGNER_LANGUAGES } from "./languages.ts";
import type {
  ownDesignerProfileSchema,
  publicDesignerProfileSchema,
  publicReviewSchema,
} from "./responses.ts";

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

const bioText = (message: string) =>
  z.preprocess(
    (value) => (value === null ? "" : value),
    z.string({ error: message }).trim().max(BIO_MAX_LENGTH, message).default(""),
  );

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
      // The bio in English, Chinese or both; either may stay empty.
      bioEn: bioText(v.bioTooLong(BIO_MAX_LENGTH)),
      bioZh: bioText(v.bioTooLong(BIO_MAX_LENGTH)),
      yearsExperience: wholeNumber(YEARS_EXPERIENCE_MAX, v.yearsInvalid(YEARS_EXPERIENCE_MAX)).default(null),
      specialties: choiceList(DESIGN_STYLES, v.specialtyInvalid),
      districts: choiceList(HK_DISTRICTS, v.districtInvalid),
      propertyTypes: choiceList(PROPERTY_TYPES, v.propertyTypeInvalid),
      languages: choiceList(DESIGNER_LANGUAGES, v.languageInvalid),
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
  "bioEn",
  "bioZh",
  "yearsExperience",
  "specialties",
  "districts",
  "propertyTypes",
  "languages",
  "budgetMin",
  "budgetMax",
];

export type DesignerProfileInput = z.input<ReturnType<typeof designerProfileSchema>>;

/** GET /api/designer/profile and the admin's view: the profile and whether the team has vetted it. */
export type OwnDesignerProfile = z.infer<typeof ownDesignerProfileSchema>;

/** A designer's editable profile, as stored and as PUT /api/designer/profile saves it. */
export type DesignerProfile = Omit<OwnDesignerProfile, "designerId" | "isVetted">;

export const vettingChangeSchema = (m: ProfileMessages = englishMessages.matching.profiles) =>
  z.strictObject({ isVetted: z.boolean({ error: m.validation.vettedInvalid }) });

/** Only visible reviews count; average is null without any. */
export type Rating = z.infer<typeof ratingSchema>;

/** A review as the designer's public page shows it: the client's first name only. */
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/designers/{id}: a vetted designer's public page. */
export type PublicDesignerProfile = z.infer<typeof publicDesignerProfileSchema>;

/** The public page lists this many of the newest visible reviews. */
export const PUBLIC_REVIEWS_SHOWN = 10;
