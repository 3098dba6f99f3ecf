import type { PublicMessages } from "./public.ts";
import type { WorkspaceMessages } from "./workspace.ts";

/**
 * The signed-in screens' catalogue from its two parts (the whole one, index.ts, adds the words that load with
 * their own screens). Matching has words in both (designer profiles and districts are
 * public, a request's way is signed-in only), so its two halves are joined rather than one replacing the other.
 */
export function composeMessages(publicPart: PublicMessages, workspacePart: WorkspaceMessages) {
  return {
    ...publicPart,
    ...workspacePart,
    matching: { ...publicPart.matching, ...workspacePart.matching },
  };
}

/** What a signed-in screen reads in the browser: the public and the workspace parts. */
export type SignedInMessages = ReturnType<typeof composeMessages>;
