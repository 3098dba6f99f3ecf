/** Kitchen building blocks: backsplash, wall cabinets, the base run with counter, hob and hood. */
import { type BoxFrame, box, pt } from "./box.ts";
import { shade } from "./color.ts";
import { depthScale, tone } from "./parts.ts";
import { CEIL_Y, ellipse, FLOOR_Y, grid, linear, n, path, poly, rect, rrect, type Scene } from "./svg.ts";

export const BASE_H = 180;
export const TOP_H = 190;

export function backsplash(scene: Scene, x0: number, x1: number, top: number, bottom: number): string {
  const { pal, style } = scene;
  const t = pal.traits;
  if (style === "Modern" || style === "Contemporary" || style === "Minimalist" || style === "Smart") {
    const c = style === "Smart" ? "#2a313a" : pal.counter;
    return rect(
      x0,
      top,
      x1 - x0,
      bottom - top,
      linear(
        scene,
        [
          [0, shade(c, 0.05)],
          [0.5, shade(c, -0.04)],
          [1, shade(c, 0.03)],
        ],
        0,
        0,
        1,
        1,
      ),
    );
  }
  const tile = pal.tile;
  const grout = shade(tile, -0.14);
  const brickish = t.brick || style === "Scandinavian" || style === "Traditional";
  const tw = t.shoji ? 30 : brickish ? 36 : 28;
  const th = t.shoji ? 30 : brickish ? 16 : 28;
  const r = { x: x0, y: top, w: x1 - x0, h: bottom - top };
  return rect(x0, top, x1 - x0, bottom - top, tile) + grid(r, tw, th, brickish, grout, 1.6);
}

export function wallCabinets(
  scene: Scene,
  x0: number,
  x1: number,
  top: number,
  bottom: number,
  color: string,
): string {
  const { pal } = scene;
  if (x1 - x0 < 40) return "";
  let out = rect(x0, bottom, x1 - x0, 14, "#000000", 'fill-opacity="0.08"');
  out += rect(x0, top, x1 - x0, bottom - top, tone(scene, color, 0.04));
  out += rect(x0, bottom - 6, x1 - x0, 6, shade(color, -0.15));
  const doors = Math.max(1, Math.round((x1 - x0) / 95));
  const dw = (x1 - x0) / doors;
  let d = "";
  for (let i = 1; i < doors; i++) d += `M${n(x0 + i * dw)} ${n(top)}V${n(bottom)}`;
  out += `<path d="${d}" stroke="${shade(color, -0.2)}" stroke-width="2"/>`;
  if (pal.traits.shoji || pal.traits.wainscot) {
    for (let i = 0; i < doors; i++)
      out += rect(
        x0 + i * dw + 10,
        top + 12,
        dw - 20,
        bottom - top - 24,
        "none",
        `stroke="${shade(color, -0.15)}" stroke-width="2"`,
      );
  }
  if (pal.traits.led)
    out +=
      rect(x0, bottom, x1 - x0, 4, pal.accent) +
      rect(
        x0,
        bottom + 4,
        x1 - x0,
        60,
        linear(scene, [
          [0, pal.accent, 0.35],
          [1, pal.accent, 0],
        ]),
      );
  return out;
}

export function baseRun(scene: Scene, f: BoxFrame, color: string, counter: string): string {
  const { pal } = scene;
  const sF = depthScale(f.yFront);
  let out = box(f, 0, BASE_H, { top: counter, front: tone(scene, color, 0.04), side: shade(color, -0.14) });
  out += rect(pt(f.xl, f.yFront, 0)[0], f.yFront - 14 * sF, (f.xr - f.xl) * sF, 14 * sF, shade(color, -0.35));
  out += box({ ...f, yFront: f.yFront + 4, xl: f.xl - 4, xr: f.xr + 4 }, BASE_H, TOP_H, {
    top: shade(counter, 0.06),
    front: shade(counter, -0.1),
  });
  // Doors and drawers on the front face.
  const handle =
    pal.traits.legs === "hidden" ? shade(color, -0.3) : pal.traits.wainscot ? "#b8903f" : pal.metal;
  let d = "";
  let handles = "";
  const step = 90;
  for (let x = f.xl + step; x < f.xr - 10; x += step) {
    const [px, py] = pt(x, f.yFront, BASE_H - 4);
    d += `M${n(px)} ${n(py)}V${n(f.yFront - 14 * sF)}`;
  }
  const [lx, drawerY] = pt(f.xl, f.yFront, BASE_H - 46);
  d += `M${n(lx)} ${n(drawerY)}H${n(pt(f.xr, f.yFront, 0)[0])}`;
  for (let x = f.xl + step / 2; x < f.xr; x += step) {
    const [hx, hy] = pt(x, f.yFront, BASE_H - 24);
    handles += rrect(hx - 14 * sF, hy - 2, 28 * sF, 4 * sF, 2, handle);
  }
  out += `<path d="${d}" stroke="${shade(color, -0.22)}" stroke-width="2"/>${handles}`;
  return out;
}

export function hob(scene: Scene, x: number, f: BoxFrame): string {
  const y0 = f.yBack + 8;
  const y1 = f.yFront - 8;
  let out = poly(
    [pt(x - 70, y0, TOP_H), pt(x + 70, y0, TOP_H), pt(x + 70, y1, TOP_H), pt(x - 70, y1, TOP_H)],
    "#1d1f22",
  );
  for (const [dx, fy] of [
    [-35, 0.3],
    [35, 0.3],
    [-35, 0.72],
    [35, 0.72],
  ] as const) {
    const y = y0 + (y1 - y0) * fy;
    const [bx, by] = pt(x + dx, y, TOP_H);
    out += ellipse(
      bx,
      by,
      22 * depthScale(y),
      5 * depthScale(y),
      "none",
      `stroke="${scene.pal.traits.led ? scene.pal.accent : "#55585e"}" stroke-width="2"`,
    );
  }
  return out;
}

export function hood(scene: Scene, x: number): string {
  const { pal, style } = scene;
  const c =
    style === "Traditional"
      ? pal.cabinet
      : pal.traits.brick
        ? pal.metal
        : style === "Smart"
          ? "#15181d"
          : style === "Japanese"
            ? pal.wood
            : "#c9ccd0";
  const bottom = FLOOR_Y - 330;
  let out = rect(x - 30, CEIL_Y, 60, bottom - 70 - CEIL_Y, tone(scene, c, 0.05));
  out += path(
    `M${x - 36} ${bottom - 74}H${x + 36}L${x + 86} ${bottom - 10}H${x - 86}Z`,
    tone(scene, c, 0.06),
  );
  out += rect(x - 90, bottom - 12, 180, 14, shade(c, -0.12), 'rx="2"');
  out += path(
    `M${x - 80} ${bottom + 2}H${x + 80}L${x + 110} ${bottom + 90}H${x - 110}Z`,
    linear(scene, [
      [0, pal.light, 0.35],
      [1, pal.light, 0],
    ]),
  );
  return out;
}
