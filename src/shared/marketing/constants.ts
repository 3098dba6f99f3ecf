/** The product's social pages, linked from the footer. */
export const SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/nestmatch.hk",
  instagram: "https://www.instagram.com/nestmatch.hk",
} as const;

export const CONTACT_EMAIL = "hello@nestmatch.hk";

/** Spec 1 §9: the matching promise. */
export const MATCHING_BUSINESS_DAYS = 2;
