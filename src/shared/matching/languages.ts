/**
 * Languages a designer can hold a project in: Hong Kong's three first, then those homeowners here
 * most often ask for. Stored by these English names; each language's catalogue labels them.
 */
export const DESIGNER_LANGUAGES = [
  "Cantonese",
  "English",
  "Mandarin",
  "Hakka",
  "Teochew",
  "Shanghainese",
  "Japanese",
  "Korean",
  "French",
  "German",
  "Spanish",
  "Tagalog",
  "Indonesian",
  "Hindi",
] as const;
export type DesignerLanguage = (typeof DESIGNER_LANGUAGES)[number];
