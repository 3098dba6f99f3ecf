import type { PublicMessages } from "./public.ts";
import type { WorkspaceMessages } from "./workspace.ts";

/**
 * The signed-in screens' catalogue from its two parts (the whole one, index.ts, adds the words that load with
 * their own screens). The shell, designs and matching have words in both (the shell, the catalogue and designer
 * profiles are public; the signed-in navigation, a designer's own portfolio and profile form and a request's way
 * are signed-in only), so their halves are joined rather than one replacing the other.
 */
export function composeMessages(publicPart: PublicMessages, workspacePart: WorkspaceMessages) {
  return {
    ...publicPart,
    ...workspacePart,
    app: { ...publicPart.app, ...workspacePart.app },
    designs: { ...publicPart.designs, ...workspacePart.designs },
    matching: {
      ...publicPart.matching,
      ...workspacePart.matching,
      profiles: { ...publicPart.matching.profiles, ...workspacePart.matching.profiles },
    },
  };
}

/** What a signed-in screen reads in the browser: the public and the workspace parts. */
export type SignedInMessages = ReturnType<typeof composeMessages>;
