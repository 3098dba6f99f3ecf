import { introductionsEn } from "./matching/introductions.ts";
import { notificationsEn } from "./matching/notifications.ts";
import { profilesEn } from "./matching/profiles.ts";
import { suggestionsEn } from "./matching/suggestions.ts";

/** Words of matching: a request's way from submission to a chosen designer and a review. */
export const matchingEn = (brand: string) => ({
  profiles: profilesEn(brand),
  notifications: notificationsEn(brand),
  suggestions: suggestionsEn(brand),
  introductions: introductionsEn(brand),
});
