/** Shared composition helpers for room modules: window placement and wall-art arrangements. */
import { framedArt, mirror, scroll, wallScreen } from "./art.ts";
import { wallShelf } from "./decor.ts";
import { FLOOR_Y, n, type Rect, type Scene } from "./svg.ts";

export interface RoomParts {
  window: Rect;
  /** Drawn on the wall after the window (art, shelves, wall cabinets). */
  wall: string;
  /** Furniture, lamps and floor decor, already ordered back to front. */
  room: string;
  /** Drawn on the wall before the window (tiling, panelling). */
  backdrop?: string;
  /** Skip curtains and blinds. */
  bareWindow?: boolean;
}

/** Window rectangle centred on `cx`; tall glazing for the modern styles. */
export function chooseWindow(scene: Scene, cx: number, width: number, tallAllowed = true): Rect {
  const { style, rng, pal } = scene;
  const tall =
    tallAllowed &&
    (style === "Modern" ||
      style === "Minimalist" ||
      style === "Smart" ||
      (style === "Contemporary" && rng.chance(0.4)));
  const y = pal.traits.shoji ? 150 : tall ? 82 : rng.range(110, 140);
  const bottom = tall ? FLOOR_Y - 16 : rng.range(380, 420);
  return { x: cx - width / 2, y, w: width, h: bottom - y };
}

/** Art centred at (cx, cy) fitting inside maxW × maxH, arranged per style and variant. */
export function wallArt(scene: Scene, cx: number, cy: number, maxW: number, maxH: number): string {
  const { style, rng, pal } = scene;
  if (style === "Japanese") {
    const w = Math.min(90, maxW * 0.4);
    const h = Math.min(maxH, 240);
    return scroll(scene, cx - w / 2, cy - h / 2, w, h);
  }
  if (style === "Smart" && rng.chance(0.7)) {
    const w = Math.min(maxW * 0.7, 260);
    const h = Math.min(maxH * 0.8, w * 0.58);
    return wallScreen(scene, { x: cx - w / 2, y: cy - h / 2, w, h });
  }
  if (style === "Minimalist") {
    const w = Math.min(maxW * 0.4, 150);
    const h = w * 1.25;
    return framedArt(scene, { x: cx - w / 2 + rng.range(-40, 40), y: cy - h / 2, w, h: Math.min(h, maxH) });
  }
  if (style === "Contemporary" && rng.chance(0.35)) {
    const d = Math.min(maxH, maxW * 0.6, 190);
    return mirror(scene, { x: cx - d / 2, y: cy - d / 2, w: d, h: d }, true);
  }
  const layout = rng.int(0, pal.traits.decor > 0.7 ? 3 : 2);
  if (layout === 0) {
    const w = Math.min(maxW * 0.75, 300);
    const h = Math.min(maxH, w * rng.range(0.6, 0.8));
    return framedArt(scene, { x: cx - w / 2, y: cy - h / 2, w, h });
  }
  if (layout === 1) {
    const w = Math.min(maxW * 0.36, 130);
    const h = Math.min(maxH, w * 1.3);
    const gap = 28;
    return (
      framedArt(scene, { x: cx - w - gap / 2, y: cy - h / 2, w, h }) +
      framedArt(scene, { x: cx + gap / 2, y: cy - h / 2, w, h })
    );
  }
  if (layout === 2 && style !== "Traditional") {
    const w = Math.min(maxW * 0.8, 320);
    return `<g transform="translate(${n(cx - w / 2)} ${n(cy + 30)})">${wallShelf(scene, w)}</g>${framedArt(scene, { x: cx - 60, y: cy - 110, w: 120, h: 80 })}`;
  }
  // Gallery wall of three.
  const big = Math.min(maxH, 170);
  let out = framedArt(scene, { x: cx - big * 0.9, y: cy - big / 2, w: big * 0.95, h: big });
  out += framedArt(scene, { x: cx + big * 0.22, y: cy - big / 2, w: big * 0.6, h: big * 0.42 });
  out += framedArt(scene, { x: cx + big * 0.22, y: cy + big * 0.04, w: big * 0.6, h: big * 0.46 });
  return out;
}
