import { introductionsEn } from "./introductions.ts";
import { notificationsEn } from "./notifications.ts";
import { profilesWorkspaceEn } from "./profiles-workspace.ts";
import { screeningEn } from "./screening.ts";
import { suggestionsEn } from "./suggestions.ts";

// Apart from matching.ts, whose words public pages load: a module shared by both catalogues would bring these
// signed-in words into every first visit's download.
/**
 * Words of matching: a request's way from submission to a chosen designer and a review, and what signed-in
 * screens say of designer profiles (joined with the public profiles' words by compose.ts).
 */
export const matchingWorkspaceEn = (brand: string) => ({
  notifications: notificationsEn(brand),
  suggestions: suggestionsEn(brand),
  introductions: introductionsEn(brand),
  screening: screeningEn(brand),
  profiles: profilesWorkspaceEn(brand),
});
