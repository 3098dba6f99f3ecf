import { composeMessages } from "./compose.ts";
import { DEFAULT_BRAND } from "./locales.ts";
import { createPublicEnglishMessages } from "./public.ts";
import { createWorkspaceEnglishMessages } from "./workspace.ts";

/**
 * The English catalogue: its public part (public.ts) and its signed-in part (workspace.ts), whole, for the
 * server and tests. The static pages' long texts are a catalogue of their own (en/marketing.ts), loaded only
 * by those pages.
 */
export function createEnglishMessages(brand: string) {
  return composeMessages(createPublicEnglishMessages(brand), createWorkspaceEnglishMessages(brand));
}

export type Messages = ReturnType<typeof createEnglishMessages>;

/** For shared schemas' default messages, where the brand never appears. */
export const englishMessages: Messages = createEnglishMessages(DEFAULT_BRAND);
