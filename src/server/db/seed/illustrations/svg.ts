/** Shared scene context, geometry and tiny SVG string helpers. */
import type { DesignStyle } from "#shared/designs/constants.ts";
import type { Palette } from "./palettes.ts";
import type { Rng } from "./random.ts";

/** Fixed viewBox size; every drawing routine works in these units. */
export const W = 1200;
export const H = 800;
/** Where the back wall meets the floor. */
export const FLOOR_Y = 585;
/** Where the back wall meets the ceiling. */
export const CEIL_Y = 34;
/** Width of the visible side wall at the back-wall corner. */
export const SIDE_X = 118;
/** One-point-perspective vanishing point. */
export const VP = { x: 700, y: 330 } as const;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Scene {
  rng: Rng;
  pal: Palette;
  style: DesignStyle;
  variant: number;
  defs: Map<string, string>;
}

/** Rounds to one decimal to keep the SVG compact. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Screen x of a floor line that meets the back wall at `x`, seen at screen row `y` (perspective). */
export function proj(x: number, y: number): number {
  return VP.x + ((x - VP.x) * (y - VP.y)) / (FLOOR_Y - VP.y);
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function rrect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = "",
): string {
  return rect(x, y, w, h, fill, `rx="${n(r)}"${extra ? ` ${extra}` : ""}`);
}

export function poly(points: readonly (readonly [number, number])[], fill: string, extra = ""): string {
  const pts = points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
  return `<polygon points="${pts}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ""}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** Soft contact shadow: an ellipse filled with the shared radial fade. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return ellipse(cx, cy, rx, ry, "url(#shadow)", `fill-opacity="${opacity.toFixed(2)}"`);
}

type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined || a === 1 ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
}

/** Registers (deduplicated) a linear gradient in objectBoundingBox units and returns `url(#id)`. */
export function linear(scene: Scene, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const body = `x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}`;
  return register(scene, "lg", `<linearGradient id="$ID" ${body}</linearGradient>`);
}

/** Registers (deduplicated) a radial gradient in objectBoundingBox units and returns `url(#id)`. */
export function radial(scene: Scene, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const body = `cx="${cx}" cy="${cy}" r="${r}">${stops(list)}`;
  return register(scene, "rg", `<radialGradient id="$ID" ${body}</radialGradient>`);
}

function register(scene: Scene, prefix: string, template: string): string {
  const existing = scene.defs.get(template);
  if (existing) return `url(#${existing})`;
  const id = `${prefix}${scene.defs.size}`;
  scene.defs.set(template, id);
  return `url(#${id})`;
}

/** Adds an arbitrary def (pattern, clipPath...) whose markup uses `$ID`; returns the id. */
export function define(scene: Scene, prefix: string, template: string): string {
  const existing = scene.defs.get(template);
  if (existing) return existing;
  const id = `${prefix}${scene.defs.size}`;
  scene.defs.set(template, id);
  return id;
}

export function renderDefs(scene: Scene): string {
  let out = "";
  for (const [template, id] of scene.defs) out += template.replaceAll("$ID", id);
  return out;
}

/**
 * Grout / mortar grid as one stroked path (librsvg renders <pattern> fills very slowly, so tiled
 * surfaces are drawn as a base colour plus this grid). `stagger` offsets every other row by half a tile.
 */
export function grid(
  r: Rect,
  tw: number,
  th: number,
  stagger: boolean,
  stroke: string,
  width: number,
  extra = "",
): string {
  let d = "";
  const bottom = r.y + r.h;
  const right = r.x + r.w;
  for (let y = r.y + th; y < bottom - 0.5; y += th) d += `M${n(r.x)} ${n(y)}H${n(right)}`;
  let row = 0;
  for (let y = r.y; y < bottom - 0.5; y += th, row++) {
    const y2 = Math.min(bottom, y + th);
    const offset = stagger && row % 2 ? tw / 2 : 0;
    for (let x = r.x + offset + (offset ? 0 : tw); x < right - 0.5; x += tw) d += `M${n(x)} ${n(y)}V${n(y2)}`;
  }
  return `<path d="${d}" stroke="${stroke}" stroke-width="${n(width)}" fill="none"${extra ? ` ${extra}` : ""}/>`;
}
