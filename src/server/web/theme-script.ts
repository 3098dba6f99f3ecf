import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The tag index.html loads the theme script with, which the server's pages carry inline instead. */
export const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

export interface InlineScript {
  /** The script element the page carries. */
  element: string;
  /** Its CSP source (`'sha256-…'`): the policy allows exactly the inline scripts it names. */
  source: string;
}

/** A script of the client's public folder carried inline in the server's pages, or undefined without a build. */
function inlinePublicScript(
  clientDir: string | undefined,
  file: string,
  id: string,
): InlineScript | undefined {
  const path = clientDir && join(clientDir, file);
  if (!path || !existsSync(path)) return undefined;
  const code = readFileSync(path, "utf8");
  const hash = createHash("sha256").update(code).digest("base64");
  return { element: `<script id="${id}">${code}</script>`, source: `'sha256-${hash}'` };
}

/**
 * The theme must be set before the first paint, so its script blocks rendering. Inline, it costs no
 * round trip before a phone paints the server-rendered page.
 */
export const inlineThemeScript = (clientDir: string | undefined) =>
  inlinePublicScript(clientDir, "theme-init.js", "theme-init");

/** What starts a server-rendered page's app once the page is painted (public/paint-first.js). */
export const inlinePaintFirstScript = (clientDir: string | undefined) =>
  inlinePublicScript(clientDir, "paint-first.js", "paint-first");
