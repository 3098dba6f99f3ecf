import type { DesignerProfile } from "./profile.ts";

/** GET /api/forms/{id}/suggestions lists at most this many designers. */
export const SUGGESTIONS_SHOWN = 10;

/** A vetted designer suggested for a request, as the admin's picker shows them. */
export interface DesignerSuggestion {
  designerId: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profile: Omit<DesignerProfile, "bio">;
  /** 0 to 100. */
  score: number;
  reasons: string[];
  /** Already introduced to this request: shown, not pickable again. */
  alreadyIntroduced: boolean;
}

export interface SuggestionList {
  suggestions: DesignerSuggestion[];
}
