/** Building blocks shared by furniture: placement with depth scaling, shaded fills, legs. */
import { shade } from "./color.ts";
import { FLOOR_Y, linear, n, rect, rrect, type Scene, shadow, VP } from "./svg.ts";

/** Perspective size factor for an object standing on the floor at screen row `baseY`. */
export function depthScale(baseY: number): number {
  return (baseY - VP.y) / (FLOOR_Y - VP.y);
}

/**
 * Places a drawing authored around a local origin (bottom-centre at 0,0) at screen (x, baseY),
 * scaled for its depth (or by an explicit scale).
 */
export function place(x: number, baseY: number, body: string, scale?: number, flip = false): string {
  const s = scale ?? depthScale(baseY);
  const sx = flip ? -s : s;
  return `<g transform="matrix(${sx.toFixed(3)} 0 0 ${s.toFixed(3)} ${n(x)} ${n(baseY)})">${body}</g>`;
}

/** Vertical light-to-dark gradient fill for a base colour (soft flat shading). */
export function tone(scene: Scene, color: string, amount = 0.07): string {
  return linear(scene, [
    [0, shade(color, amount)],
    [1, shade(color, -amount)],
  ]);
}

/** Horizontal gradient, darker on the right (rounded volumes). */
export function toneX(scene: Scene, color: string, amount = 0.08): string {
  return linear(
    scene,
    [
      [0, shade(color, amount)],
      [0.6, color],
      [1, shade(color, -amount)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** A rounded block with a soft vertical gradient. */
export function block(
  scene: Scene,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  color: string,
  amount = 0.07,
): string {
  return rrect(x, y, w, h, Math.min(r, w / 2, h / 2), tone(scene, color, amount));
}

/** Legs under a piece spanning [-w/2, w/2] whose underside is at local y = -h. */
export function legs(scene: Scene, w: number, h: number, inset = 18): string {
  const { pal } = scene;
  const kind = pal.traits.legs;
  const xs = [-w / 2 + inset, w / 2 - inset];
  let out = "";
  for (const x of xs) {
    if (kind === "tapered") {
      out += `<path d="M${n(x - 5)} ${n(-h)}H${n(x + 5)}L${n(x + 2)} 0H${n(x - 2)}Z" fill="${pal.wood}"/>`;
    } else if (kind === "metal") {
      out += rect(x - 2, -h, 4, h, pal.metal);
    } else if (kind === "turned") {
      out += `<path d="M${n(x - 6)} ${n(-h)}H${n(x + 6)}L${n(x + 3)} ${n(-h * 0.55)}Q${n(x + 7)} ${n(-h * 0.4)} ${n(x + 3)} ${n(-h * 0.25)}L${n(x + 2)} 0H${n(x - 2)}L${n(x - 3)} ${n(-h * 0.25)}Q${n(x - 7)} ${n(-h * 0.4)} ${n(x - 3)} ${n(-h * 0.55)}Z" fill="${pal.woodDark}"/>`;
    } else if (kind === "block") {
      out += rect(x - 9, -h, 18, h, shade(pal.wood, -0.1));
    } else {
      out += rect(x - 2, -h, 4, h, shade(pal.metal, 0.1), 'fill-opacity="0.6"');
    }
  }
  if (kind === "hidden") out = rect(-w / 2 + inset, -h, w - inset * 2, h, shade(pal.metal, -0.1));
  return out;
}

/** Contact shadow for a local-origin piece of width w. */
export function foot(w: number, opacity = 0.4): string {
  return shadow(0, -2, w * 0.58, Math.max(8, w * 0.05), opacity);
}

/** Small helper: a rounded rectangle rotated around its centre. */
export function tilted(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  angle: number,
  fill: string,
): string {
  return rrect(x - w / 2, y - h / 2, w, h, r, fill, `transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`);
}
