/** Plants, vases, books and shelves (local origin: bottom centre unless noted). */
import { shade } from "./color.ts";
import { block, foot, tone } from "./parts.ts";
import { ellipse, n, path, rect, type Scene } from "./svg.ts";

export type PlantKind = "fiddle" | "snake" | "palm" | "monstera" | "bonsai" | "olive";

function pot(scene: Scene, w: number, h: number): string {
  const { pal } = scene;
  const c = pal.pot;
  let out = path(`M${n(-w / 2)} ${n(-h)}H${n(w / 2)}L${n(w * 0.38)} 0H${n(-w * 0.38)}Z`, tone(scene, c, 0.1));
  out += rect(-w / 2 - 3, -h - 6, w + 6, 8, shade(c, -0.08), 'rx="3"');
  if (pal.traits.decor > 0.7 && !pal.traits.patternedRug) {
    out += `<path d="M${n(-w * 0.46)} ${n(-h * 0.66)}H${n(w * 0.46)}M${n(-w * 0.43)} ${n(-h * 0.33)}H${n(w * 0.43)}" stroke="${shade(c, -0.15)}" stroke-width="2"/>`;
  }
  return out;
}

function leaf(x: number, y: number, len: number, angle: number, fill: string): string {
  return `<path d="M0 0Q${n(len * 0.35)} ${n(-len * 0.5)} 0 ${n(-len)}Q${n(-len * 0.35)} ${n(-len * 0.5)} 0 0Z" fill="${fill}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;
}

export function plant(scene: Scene, plantSize: number, kind?: PlantKind): string {
  let size = plantSize;
  const { pal, rng } = scene;
  const k =
    kind ??
    rng.pick<PlantKind>(
      pal.traits.shoji ? ["bonsai", "snake", "palm"] : ["fiddle", "snake", "palm", "monstera", "olive"],
    );
  if (k === "bonsai") size *= 0.6;
  const g = pal.plant;
  const dark = shade(g, -0.2);
  const light = shade(g, 0.15);
  const pw = k === "bonsai" ? size * 0.55 : size * 0.26;
  const ph = k === "bonsai" ? size * 0.12 : size * 0.24;
  let out = foot(pw * 1.3, 0.4);
  let leaves = "";
  const top = -ph;
  if (k === "snake") {
    for (let i = 0; i < 9; i++) {
      const x = rng.range(-pw * 0.3, pw * 0.3);
      const len = size * rng.range(0.45, 0.75);
      leaves += `<path d="M${n(x - 7)} ${n(top)}Q${n(x - 9)} ${n(top - len * 0.6)} ${n(x + rng.range(-8, 8))} ${n(top - len)}Q${n(x + 9)} ${n(top - len * 0.6)} ${n(x + 7)} ${n(top)}Z" fill="${i % 2 ? dark : g}"/>`;
    }
  } else if (k === "palm") {
    leaves += `<path d="M0 ${n(top)}V${n(top - size * 0.4)}" stroke="${dark}" stroke-width="3"/>`;
    for (let i = 0; i < 9; i++) {
      const a = -80 + i * 20 + rng.range(-6, 6);
      leaves += leaf(
        0,
        top - size * rng.range(0.25, 0.45),
        size * rng.range(0.4, 0.55),
        a,
        i % 2 ? g : light,
      );
    }
  } else if (k === "bonsai") {
    leaves += `<path d="M-4 ${n(top)}C-20 ${n(top - size * 0.25)} 30 ${n(top - size * 0.35)} 6 ${n(top - size * 0.6)}M4 ${n(top - size * 0.3)}Q-30 ${n(top - size * 0.45)} -44 ${n(top - size * 0.5)}" stroke="#5a4030" stroke-width="${n(size * 0.05)}" fill="none" stroke-linecap="round"/>`;
    const pads: [number, number, number][] = [
      [8, 0.66, 0.3],
      [-44, 0.52, 0.22],
      [28, 0.42, 0.2],
    ];
    for (const [x, y, r] of pads)
      leaves += ellipse(x, top - size * y, size * r, size * r * 0.45, tone(scene, g, 0.12));
  } else if (k === "monstera") {
    for (let i = 0; i < 8; i++) {
      const a = -70 + i * 20;
      const len = size * rng.range(0.35, 0.55);
      const rad = (a * Math.PI) / 180;
      leaves += `<path d="M0 ${n(top)}L${n(Math.sin(rad) * len * 0.8)} ${n(top - Math.cos(rad) * len * 0.8)}" stroke="${dark}" stroke-width="2.5"/>`;
      leaves += ellipse(
        Math.sin(rad) * len,
        top - Math.cos(rad) * len,
        size * 0.13,
        size * 0.09,
        i % 2 ? g : light,
        `transform="rotate(${n(a)} ${n(Math.sin(rad) * len)} ${n(top - Math.cos(rad) * len)})"`,
      );
    }
  } else {
    const trunk = k === "olive" ? "#7a6350" : dark;
    leaves += `<path d="M0 ${n(top)}Q${n(size * 0.04)} ${n(top - size * 0.4)} 0 ${n(top - size * 0.8)}" stroke="${trunk}" stroke-width="${k === "olive" ? 4 : 5}" fill="none"/>`;
    const count = k === "olive" ? 22 : 13;
    for (let i = 0; i < count; i++) {
      const y = top - size * rng.range(0.35, 0.95);
      const side = i % 2 ? 1 : -1;
      const len = k === "olive" ? size * 0.09 : size * rng.range(0.14, 0.2);
      leaves += leaf(side * rng.range(0, 10), y, len, side * rng.range(25, 80), rng.pick([g, dark, light]));
    }
  }
  out += leaves + pot(scene, pw, ph);
  return out;
}

/** A vase with optional dried stems; origin at the base centre. */
export function vase(scene: Scene, h: number, color?: string): string {
  const { rng, pal } = scene;
  const c = color ?? rng.pick([pal.pot, pal.accent, ...pal.textiles.slice(0, 2)]);
  const w = h * rng.range(0.35, 0.6);
  let out = path(
    `M${n(-w * 0.3)} 0Q${n(-w * 0.75)} ${n(-h * 0.5)} ${n(-w * 0.2)} ${n(-h * 0.85)}V${n(-h)}H${n(w * 0.2)}V${n(-h * 0.85)}Q${n(w * 0.75)} ${n(-h * 0.5)} ${n(w * 0.3)} 0Z`,
    tone(scene, c, 0.12),
  );
  if (rng.chance(0.55)) {
    out += `<path d="M0 ${n(-h)}q-14 ${n(-h * 0.6)} -26 ${n(-h * 0.9)}M0 ${n(-h)}q4 ${n(-h * 0.7)} 16 ${n(-h * 1.1)}M0 ${n(-h)}q10 ${n(-h * 0.4)} 30 ${n(-h * 0.6)}" stroke="${rng.pick(["#b89b72", pal.plant, "#c9a27a"])}" stroke-width="2.5" fill="none"/>`;
  }
  return out;
}

/** A row of books standing on a shelf, origin at the left end of the shelf surface. */
export function books(scene: Scene, width: number, maxH: number): string {
  const { rng, pal } = scene;
  const colors = [pal.accent, ...pal.textiles, pal.wood, shade(pal.wall, -0.3), "#f1ede4"];
  let out = "";
  let x = 0;
  while (x < width - 8) {
    const w = rng.range(7, 13);
    const h = maxH * rng.range(0.7, 1);
    if (rng.chance(0.08) && x < width - 30) {
      out +=
        rect(x, -10, Math.min(36, width - x), 10, rng.pick(colors)) +
        rect(x + 2, -18, Math.min(32, width - x - 4), 8, rng.pick(colors));
      x += 40;
      continue;
    }
    out += rect(x, -h, w, h, rng.pick(colors));
    x += w + 1;
  }
  return out;
}

/** Floating wall shelf with books and small objects; origin is the shelf's left end (top surface). */
export function wallShelf(scene: Scene, w: number): string {
  const { pal, rng } = scene;
  let out =
    rect(0, 0, w, 9, tone(scene, pal.traits.brick ? pal.woodDark : pal.wood)) +
    ellipse(w / 2, 16, w * 0.45, 6, "url(#shadow)", 'fill-opacity="0.25"');
  const split = rng.range(0.35, 0.6) * w;
  out += books(scene, split, 46);
  out += `<g transform="translate(${n(split + (w - split) * 0.5)} 0)">${vase(scene, rng.range(26, 44))}</g>`;
  if (rng.chance(0.5))
    out += `<g transform="translate(${n(w - 16)} 0)">${block(scene, -12, -20, 24, 20, 3, pal.pot)}${ellipse(0, -26, 16, 9, pal.plant)}</g>`;
  return out;
}
