import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { HK_DISTRICTS } from "../matching/districts.ts";
import { PROPERTY_TYPES, REQUEST_STYLES } from "../requests/constants.ts";

/**
 * What the public pages claim about the marketplace (issue 19 §13): every figure and quote comes from the
 * data or from the deployment's own claims file; a deployment that sets neither shows no number or quote.
 */

/** A text the deployment writes in each language the site speaks. */
const localizedText = (max: number) =>
  z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, z.string().trim().min(1).max(max)])) as Record<
      Locale,
      z.ZodString
    >,
  );

/** A homeowner's words the deployment has their leave to quote. */
export const configuredTestimonialSchema = z.object({
  quote: localizedText(600),
  name: localizedText(80),
  place: localizedText(80),
  project: localizedText(120),
});

/** The deployment's claims file (`SITE_CLAIMS_FILE`): each claim it can stand behind, nothing required. */
export const configuredClaimsSchema = z
  .object({
    /** A sentence the landing page's introduction opens with, e.g. how many homeowners were matched. */
    heroClaim: localizedText(300).optional(),
    /** Homeowners matched, counted by the deployment (else counted from the data). */
    homeownersMatched: z.number().int().min(0).optional(),
    testimonials: z.array(configuredTestimonialSchema).min(1).max(6).optional(),
  })
  .strict();
export type ConfiguredClaims = z.infer<typeof configuredClaimsSchema>;

/** A review a homeowner left on the platform, quoted as they wrote it, named as designers see them. */
const reviewTestimonialSchema = z.object({
  kind: z.literal("review"),
  quote: z.string(),
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  district: z.enum(HK_DISTRICTS).nullable(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  style: z.enum(REQUEST_STYLES).nullable(),
});

const configuredTestimonialAnswer = configuredTestimonialSchema.extend({ kind: z.literal("configured") });

export const siteClaimsSchema = z.object({
  heroClaim: localizedText(300).nullable(),
  /** Absent below MIN_HOMEOWNERS_SHOWN: a handful reads as emptiness and is not the claim's point. */
  homeownersMatched: z.number().int().min(0).nullable(),
  testimonials: z.array(z.discriminatedUnion("kind", [reviewTestimonialSchema, configuredTestimonialAnswer])),
});
export type SiteClaims = z.infer<typeof siteClaimsSchema>;
export type SiteTestimonial = SiteClaims["testimonials"][number];
