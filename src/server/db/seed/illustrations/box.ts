/** Perspective boxes for pieces that recede from the viewer (beds, tables, islands, tubs). */
import { shade } from "./color.ts";
import { depthScale } from "./parts.ts";
import { ellipse, n, poly, proj, VP } from "./svg.ts";

export interface BoxFrame {
  /** Wall-line x of the left and right sides. */
  xl: number;
  xr: number;
  /** Floor rows of the back and front faces. */
  yBack: number;
  yFront: number;
}

/** Converts a screen x at floor row y to wall-line units (inverse of proj). */
export function toWall(x: number, y: number): number {
  return VP.x + (x - VP.x) / depthScale(y);
}

/** Frame for a piece centred on screen x `cx` at row `yFront`, `w` wall units wide. */
export function frameAt(cx: number, yBack: number, yFront: number, w: number): BoxFrame {
  const c = toWall(cx, yFront);
  return { xl: c - w / 2, xr: c + w / 2, yBack, yFront };
}

/** Screen point for wall-line x at floor row y, lifted by `h` wall units. */
export function pt(x: number, y: number, h: number): [number, number] {
  return [proj(x, y), y - h * depthScale(y)];
}

/** Corner points of a horizontal slab at height h. */
export function slab(f: BoxFrame, h: number, inset = 0): [number, number][] {
  return [
    pt(f.xl + inset, f.yBack, h),
    pt(f.xr - inset, f.yBack, h),
    pt(f.xr - inset, f.yFront, h),
    pt(f.xl + inset, f.yFront, h),
  ];
}

export interface BoxColors {
  top: string;
  front: string;
  side?: string;
}

/** Solid box from floor height h0 up to h1 (wall units). */
export function box(f: BoxFrame, h0: number, h1: number, c: BoxColors, extraFront = ""): string {
  let out = "";
  const side = c.side ?? shade(c.front, -0.12);
  if (f.xr < VP.x) {
    out += poly(
      [pt(f.xr, f.yFront, h0), pt(f.xr, f.yBack, h0), pt(f.xr, f.yBack, h1), pt(f.xr, f.yFront, h1)],
      side,
    );
  }
  if (f.xl > VP.x) {
    out += poly(
      [pt(f.xl, f.yFront, h0), pt(f.xl, f.yBack, h0), pt(f.xl, f.yBack, h1), pt(f.xl, f.yFront, h1)],
      side,
    );
  }
  out += poly(slab(f, h1), c.top);
  out += poly(
    [pt(f.xl, f.yFront, h1), pt(f.xr, f.yFront, h1), pt(f.xr, f.yFront, h0), pt(f.xl, f.yFront, h0)],
    c.front,
    extraFront,
  );
  return out;
}

/** Soft floor shadow under a frame. */
export function boxShadow(f: BoxFrame, opacity = 0.4, spread = 30): string {
  const y = (f.yBack + f.yFront) / 2 + 6;
  const x = (proj(f.xl, y) + proj(f.xr, y)) / 2;
  const rx = (proj(f.xr, y) - proj(f.xl, y)) / 2 + spread;
  const ry = (f.yFront - f.yBack) / 2 + spread * 0.4;
  return ellipse(x, y, rx, ry, "url(#shadow)", `fill-opacity="${opacity.toFixed(2)}"`);
}

/** Four legs under a slab at height h. */
export function boxLegs(f: BoxFrame, h: number, color: string, width: number, inset = 12): string {
  let d = "";
  const xs = [f.xl + inset, f.xr - inset];
  const ys = [f.yBack + 4, f.yFront - 4];
  for (const y of ys) {
    for (const x of xs) {
      const [px, py] = pt(x, y, h);
      d += `M${n(px)} ${n(py)}V${n(y)}`;
    }
  }
  const s = depthScale(f.yFront);
  return `<path d="${d}" stroke="${color}" stroke-width="${n(width * s)}"/>`;
}
