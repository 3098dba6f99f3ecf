import type { matchingWorkspaceEn } from "../../en/matching/workspace.ts";
import { introductionsZhHk } from "./introductions.ts";
import { notificationsZhHk } from "./notifications.ts";
import { profilesWorkspaceZhHk } from "./profiles-workspace.ts";
import { screeningZhHk } from "./screening.ts";
import { suggestionsZhHk } from "./suggestions.ts";

export const matchingWorkspaceZhHk = (brand: string): ReturnType<typeof matchingWorkspaceEn> => ({
  notifications: notificationsZhHk(brand),
  suggestions: suggestionsZhHk(brand),
  introductions: introductionsZhHk(brand),
  screening: screeningZhHk(brand),
  profiles: profilesWorkspaceZhHk(brand),
});
