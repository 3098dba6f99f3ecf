const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON-LD as a script element. `<` and its kin are written as \u escapes, so no text in the data (a
 * design's title, say) can close the element or open a comment; JSON reads them back unchanged. The
 * element is data, never run, so the Content-Security-Policy's script-src does not apply to it.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(
    UNSAFE_IN_SCRIPT,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}
