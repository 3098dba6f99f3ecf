import type { PublicMessages } from "./public.ts";
import type { WorkspaceMessages } from "./workspace.ts";

/**
 * A whole catalogue from its two parts. Matching has words in both (designer profiles and districts are
 * public, a request's way is signed-in only), so its two halves are joined rather than one replacing the other.
 */
export function composeMessages(publicPart: PublicMessages, workspacePart: WorkspaceMessages) {
  return {
    ...publicPart,
    ...workspacePart,
    matching: { ...publicPart.matching, ...workspacePart.matching },
  };
}
