import latinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import latin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

/** fontsource's Latin and Latin Extended faces of Inter (English and romanised names); other scripts use the system's. */
const FACES = [
  {
    url: latin,
    unicodeRange:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
  {
    url: latinExt,
    unicodeRange:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
];

/**
 * Adds Inter to the page from script, not from the first style sheet: a face the style sheet names is asked for
 * at the first layout, beside the page's photos, and a phone's first paint then shared its bandwidth with 49 KB
 * of font (Lighthouse's LCP on /designs 2.0 s, 0.9–1.5 s without). A face added from script swaps in without
 * restyling the page as a new style sheet would (Lighthouse's total blocking time on / 62–72 ms against 217–241).
 */
export function addWebFont(): void {
  for (const { url, unicodeRange } of FACES) {
    document.fonts.add(
      new FontFace("Inter Variable", `url(${url}) format("woff2-variations")`, {
        weight: "100 900",
        style: "normal",
        display: "swap",
        unicodeRange,
      }),
    );
  }
}
