import spriteUrl from "./icons.svg?url";
import { ICON_ID_PREFIX } from "./icons.tsx";

/*
 * The icons' symbols live in the page's own document (icons.tsx). The server writes those its markup draws
 * beside the root, so the first paint and a reader without JavaScript have them; the browser then adds the
 * rest from the sprite, one cached file, for what it draws later.
 */

/** The hidden <svg> holding the symbols, outside the app's root: hydration never sees it. */
export const ICON_SYMBOLS_ID = "icon-symbols";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const DRAWN_ICON = new RegExp(`<use href="#(${ICON_ID_PREFIX}[a-z0-9-]+)"`, "g");
const SYMBOL = /<symbol id="([a-z0-9-]+)"[^>]*>[\s\S]*?<\/symbol>/g;

/** The server's part: the symbols of the icons in a page's markup, as the hidden <svg>; "" when it draws none. */
export function iconSymbolsFor(sprite: string, markup: string): string {
  const drawn = new Set([...markup.matchAll(DRAWN_ICON)].map((match) => match[1]));
  if (drawn.size === 0) return "";
  const symbols = [...sprite.matchAll(SYMBOL)]
    .filter((match) => drawn.has(match[1]))
    .map((match) => match[0]);
  return `<svg id="${ICON_SYMBOLS_ID}" xmlns="${SVG_NAMESPACE}" class="hidden" aria-hidden="true">${symbols.join("")}</svg>`;
}

async function fetchSprite(): Promise<string> {
  const response = await fetch(spriteUrl);
  if (!response.ok) throw new Error(`The icon sprite answered ${response.status}`);
  return response.text();
}

function symbolHolder(): SVGSVGElement {
  const holder = document.createElementNS(SVG_NAMESPACE, "svg");
  holder.id = ICON_SYMBOLS_ID;
  holder.setAttribute("class", "hidden");
  holder.setAttribute("aria-hidden", "true");
  return holder;
}

/** The browser's part: every symbol the page lacks, added to the hidden <svg> (made if the server wrote none). */
export async function addIconSymbols(readSprite: () => Promise<string> = fetchSprite): Promise<void> {
  const sprite = new DOMParser().parseFromString(await readSprite(), "image/svg+xml");
  const holder = document.getElementById(ICON_SYMBOLS_ID) ?? document.body.appendChild(symbolHolder());
  const missing = document.createDocumentFragment();
  for (const symbol of sprite.querySelectorAll("symbol")) {
    if (!document.getElementById(symbol.id)) missing.append(document.importNode(symbol, true));
  }
  holder.append(missing);
}
