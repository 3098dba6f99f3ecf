/** Perspective floor rugs in style-specific patterns (absolute screen coordinates). */
import { shade } from "./color.ts";
import { depthScale } from "./parts.ts";
import { ellipse, n, poly, proj, type Scene, VP } from "./svg.ts";

function quad(xl: number, xr: number, ya: number, yb: number, fill: string, extra = ""): string {
  return poly(
    [
      [proj(xl, ya), ya],
      [proj(xr, ya), ya],
      [proj(xr, yb), yb],
      [proj(xl, yb), yb],
    ],
    fill,
    extra,
  );
}

/**
 * A rug centred on screen x `cx`, from row `y0` (back) to `y1` (front), `w` wide (wall units).
 */
export function rug(scene: Scene, cx: number, y0: number, y1: number, w: number): string {
  const { pal, style, rng } = scene;
  const mid = (y0 + y1) / 2;
  const c = VP.x + (cx - VP.x) / depthScale(mid);
  const xl = c - w / 2;
  const xr = c + w / 2;
  const base = pal.rug;
  const alt = pal.rugAlt;
  const dy = y1 - y0;
  const shadowRow = `${quad(xl - 3, xr + 3, y0 + 2, y1 + 4, "#000000", 'fill-opacity="0.12"')}`;
  if (pal.traits.curved) {
    const rx = ((proj(xr, mid) - proj(xl, mid)) / 2) * 1.05;
    const ex = proj(c, mid);
    return `${ellipse(ex, mid + 4, rx + 4, dy / 2 + 4, "#000000", 'fill-opacity="0.1"')}${ellipse(ex, mid, rx, dy / 2, base)}${ellipse(ex, mid, rx * 0.82, dy * 0.38, "none", `stroke="${shade(base, -0.08)}" stroke-width="3"`)}`;
  }
  let out = shadowRow + quad(xl, xr, y0, y1, base);
  if (style === "Traditional" || (style === "Industrial" && rng.chance(0.5))) {
    const bw = w * 0.06;
    const bd = dy * 0.12;
    out += quad(xl + bw, xr - bw, y0 + bd, y1 - bd, alt);
    out += quad(xl + bw * 1.6, xr - bw * 1.6, y0 + bd * 1.6, y1 - bd * 1.6, base);
    const ex = proj(c, mid);
    const rx = (proj(xr, mid) - proj(xl, mid)) * 0.2;
    out += poly(
      [
        [ex - rx, mid],
        [ex, mid - dy * 0.25],
        [ex + rx, mid],
        [ex, mid + dy * 0.25],
      ],
      alt,
    );
    out += ellipse(ex, mid, rx * 0.45, dy * 0.11, base);
    for (const [fx, fy] of [
      [xl + w * 0.16, y0 + dy * 0.28],
      [xr - w * 0.16, y0 + dy * 0.28],
      [xl + w * 0.16, y1 - dy * 0.28],
      [xr - w * 0.16, y1 - dy * 0.28],
    ] as const) {
      out += ellipse(proj(fx, fy), fy, rx * 0.25, dy * 0.06, alt);
    }
    let fringe = "";
    for (let x = xl; x <= xr; x += 8) fringe += `M${n(proj(x, y1))} ${n(y1)}v6`;
    out += `<path d="${fringe}" stroke="${shade(alt, 0.3)}" stroke-width="1.5"/>`;
    if (style === "Industrial") out = `<g opacity="0.85">${out}</g>`;
  } else if (style === "Scandinavian") {
    const stripes = rng.int(3, 5);
    for (let i = 0; i < stripes; i++) {
      const ya = y0 + (dy * (i + 0.6)) / (stripes + 0.4);
      out += quad(xl, xr, ya, ya + dy * 0.05, i % 2 ? alt : (pal.textiles[0] ?? alt));
    }
    let fringe = "";
    for (let x = xl; x <= xr; x += 7) fringe += `M${n(proj(x, y1))} ${n(y1)}v5`;
    out += `<path d="${fringe}" stroke="${shade(base, 0.3)}" stroke-width="1.5"/>`;
  } else if (style === "Modern") {
    const split = xl + w * rng.range(0.35, 0.65);
    out += poly(
      [
        [proj(split, y0), y0],
        [proj(xr, y0), y0],
        [proj(xr, y1), y1],
        [proj(split - w * 0.2, y1), y1],
      ],
      pal.accent,
      'fill-opacity="0.85"',
    );
    out += quad(xl + w * 0.06, xr - w * 0.06, y1 - dy * 0.14, y1 - dy * 0.1, alt);
  } else {
    out += quad(
      xl + w * 0.04,
      xr - w * 0.04,
      y0 + dy * 0.08,
      y1 - dy * 0.08,
      "none",
      `stroke="${shade(base, -0.1)}" stroke-width="2.5"`,
    );
  }
  return out;
}
