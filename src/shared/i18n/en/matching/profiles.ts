import type { DesignerLanguage } from "../../../matching/languages.ts";
import type { PropertyType } from "../../../requests/constants.ts";

/** Words of designer profiles that public pages show: a designer's page, bylines, ratings and reviews. */
export const profilesEn = (brand: string) => ({
  /**
   * Property types as designer profiles show them (the stored values; the request form's own labels
   * are requests.form.propertyTypes, where 'Commercial' reads 'Commercial Space').
   */
  propertyTypeLabels: {
    Apartment: "Apartment",
    House: "House",
    Townhouse: "Townhouse",
    Commercial: "Commercial",
  } satisfies Record<PropertyType, string>,
  languageLabels: {
    Cantonese: "Cantonese",
    English: "English",
    Mandarin: "Mandarin",
    Hakka: "Hakka",
    Teochew: "Teochew",
    Shanghainese: "Shanghainese",
    Japanese: "Japanese",
    Korean: "Korean",
    French: "French",
    German: "German",
    Spanish: "Spanish",
    Tagalog: "Tagalog",
    Indonesian: "Indonesian",
    Hindi: "Hindi",
  } satisfies Record<DesignerLanguage, string>,
  page: {
    vettedBadge: "Vetted designer",
    yearsExperience: (years: number) => `${years} ${years === 1 ? "year" : "years"} of experience`,
    about: "About",
    noBio: "This designer hasn't written a bio yet.",
    specialties: "Specialties",
    districts: "Districts served",
    propertyTypes: "Property types",
    languages: "Languages spoken",
    budget: "Typical budget",
    budgetRange: (min: string, max: string) => `${min} - ${max}`,
    budgetFrom: (min: string) => `From ${min}`,
    notStated: "Not stated",
    portfolio: "Portfolio",
    portfolioEmpty: "No portfolio items yet.",
    reviews: "Reviews",
    reviewsEmpty: "No reviews yet.",
    cta: "Submit Design Request",
    askFor: "Ask for this designer",
    askForText: (name: string) =>
      `Start a design request that names ${name} as a designer you would like to hear from.`,
    ctaText: `Like this designer's work? Share your brief and ${brand} introduces you to designers who fit, within 2 business days.`,
    notFound: "Designer not found",
    notFoundText: "This designer's profile is not public, or the link is incomplete.",
    back: "Browse designs",
    loadError: "This profile could not be loaded. Please try again.",
    retry: "Try again",
  },
  byline: {
    /** Before the designer's linked name: 'by Chloe Wong'. */
    prefix: "by ",
  },
  rating: {
    label: (average: number, count: number) =>
      `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`,
    short: (average: number, count: number) => `${average.toFixed(1)} (${count})`,
    none: "No reviews yet",
    stars: (rating: number) => `${rating} out of 5 stars`,
  },
  review: {
    title: "Review your designer",
    description: (name: string) =>
      `How was working with ${name}? Your review appears on their public profile.`,
    rating: "Rating",
    chooseStars: (stars: number) => `${stars} ${stars === 1 ? "star" : "stars"}`,
    text: "Your review",
    textPlaceholder: "What went well, and what could have gone better?",
    submit: "Submit review",
    submitting: "Submitting...",
    submitted: "Thank you for your review",
    submittedText: "It now appears on the designer's profile.",
    failed: "Could not submit your review",
    failedText: "Please try again later.",
    of: (name: string) => `Review of ${name}`,
    anonymous: "A homeowner",
    hidden: "Hidden",
    hiddenText: "Hidden by an admin: not shown and not counted.",
    hide: "Hide review",
    show: "Show review",
    hiddenDone: "Review hidden",
    shownDone: "Review shown again",
    hideFailed: "Could not change the review",
    loadError: "The review could not be loaded.",
  },
});
