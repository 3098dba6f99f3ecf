/** Tables and storage pieces (local origin: bottom centre). */
import { shade } from "./color.ts";
import { block, foot, legs, tone } from "./parts.ts";
import { circle, ellipse, line, n, path, poly, rect, rrect, type Scene } from "./svg.ts";

/** A table top seen slightly from above: a thin top face plus an edge. */
function top(scene: Scene, w: number, y: number, color: string, depth = 16, round = false): string {
  if (round)
    return (
      ellipse(0, y + depth / 2, w / 2, depth, tone(scene, shade(color, 0.06))) +
      rect(-w / 2, y + depth / 2, w, 9, shade(color, -0.15), 'rx="4"') +
      ellipse(0, y + depth / 2, w / 2, depth, shade(color, 0.08))
    );
  return (
    poly(
      [
        [-w / 2 + 10, y],
        [w / 2 - 10, y],
        [w / 2, y + depth],
        [-w / 2, y + depth],
      ],
      shade(color, 0.1),
    ) + rect(-w / 2, y + depth, w, 10, shade(color, -0.12))
  );
}

export function coffeeTable(scene: Scene, w: number): string {
  const { pal, rng } = scene;
  const t = pal.traits;
  const h = t.lowFurniture ? 58 : 78;
  const c = t.screens ? "#eef1f5" : t.geometricArt ? rng.pick([pal.metal, "#e9e6e0", pal.wood]) : pal.wood;
  let out = foot(w, 0.4);
  if (t.curved) {
    out += path(
      `M${n(-w * 0.32)} ${n(-h + 20)}Q0 ${n(-h + 40)} ${n(w * 0.32)} ${n(-h + 20)}L${n(w * 0.28)} 0H${n(-w * 0.28)}Z`,
      tone(scene, shade(c, -0.1)),
    );
    out += top(scene, w, -h, c, 18, true);
  } else {
    out += legs(scene, w, h - 20, 16);
    if (t.brick) out += line(-w / 2 + 16, -18, w / 2 - 16, -18, pal.metal, 4);
    if (t.legs === "hidden" || t.lowFurniture)
      out += block(scene, -w / 2 + 14, -h + 20, w - 28, h - 20, 4, shade(c, -0.1));
    out += top(scene, w, -h, c);
  }
  // Styling on the top.
  const ty = -h;
  if (rng.chance(0.3 + t.decor * 0.5)) {
    const bx = rng.range(-w / 3, 0);
    out +=
      rect(bx, ty - 8, 56, 8, pal.textiles[0] ?? pal.accent) +
      rect(bx + 5, ty - 14, 48, 6, pal.textiles[1] ?? "#ddd");
  }
  if (rng.chance(0.5 + t.decor * 0.4)) {
    const vx = rng.range(w * 0.05, w * 0.3);
    out += path(
      `M${n(vx - 12)} ${n(ty + 2)}Q${n(vx - 18)} ${n(ty - 26)} ${n(vx - 5)} ${n(ty - 34)}H${n(vx + 5)}Q${n(vx + 18)} ${n(ty - 26)} ${n(vx + 12)} ${n(ty + 2)}Z`,
      tone(scene, pal.pot),
    );
    if (t.decor > 0.3)
      out += `<path d="M${n(vx)} ${n(ty - 34)}q-10 -30 -24 -40M${n(vx)} ${n(ty - 34)}q6 -34 20 -44" stroke="${pal.plant}" stroke-width="3" fill="none"/>`;
  }
  return out;
}

export function sideTable(scene: Scene, h = 110): string {
  const { pal } = scene;
  const c = pal.traits.brick ? pal.metal : pal.wood;
  let out = foot(80, 0.35);
  if (pal.traits.curved)
    out += rrect(-8, -h, 16, h, 4, shade(c, -0.1)) + ellipse(0, -2, 26, 5, shade(c, -0.15));
  else out += legs(scene, 76, h - 10, 8);
  out += top(scene, 86, -h, c, 10, pal.traits.curved);
  return out;
}

/** Low storage unit (TV console, sideboard, nightstand) with doors or drawers. */
export function cabinet(
  scene: Scene,
  w: number,
  h: number,
  color: string,
  drawers: number,
  doors: number,
): string {
  const { pal } = scene;
  const t = pal.traits;
  const legH = t.legs === "hidden" || t.lowFurniture ? 0 : 20;
  let out = foot(w, 0.42);
  if (legH) out += legs(scene, w, legH, 14);
  const body = h - legH;
  out += block(scene, -w / 2, -h, w, body, 3 * t.round, color, 0.04);
  out += rect(-w / 2, -h, w, 7, shade(color, 0.12));
  const line2 = shade(color, -0.18);
  const handle =
    t.screens || t.legs === "hidden" ? shade(color, -0.25) : t.legs === "turned" ? "#b8903f" : pal.metal;
  const innerTop = -h + 12;
  const innerH = body - 18;
  if (drawers > 0) {
    for (let i = 1; i < drawers; i++)
      out += line(
        -w / 2 + 6,
        innerTop + (innerH * i) / drawers,
        w / 2 - 6,
        innerTop + (innerH * i) / drawers,
        line2,
        2,
      );
    for (let i = 0; i < drawers; i++)
      out += rrect(-16, innerTop + (innerH * (i + 0.5)) / drawers - 2, 32, 5, 2, handle);
  } else if (t.slatWall || (t.curved && w > 200)) {
    let d = "";
    for (let x = -w / 2 + 10; x < w / 2 - 4; x += 12) d += `M${n(x)} ${n(innerTop)}v${n(innerH)}`;
    out += `<path d="${d}" stroke="${line2}" stroke-width="2.5"/>`;
  } else {
    for (let i = 1; i < doors; i++)
      out += line(-w / 2 + (w * i) / doors, innerTop, -w / 2 + (w * i) / doors, innerTop + innerH, line2, 2);
    for (let i = 0; i < doors; i++) {
      const cx = -w / 2 + (w * (i + 0.5)) / doors;
      if (t.legs === "turned")
        out += rect(
          cx - w / doors / 2 + 12,
          innerTop + 10,
          w / doors - 24,
          innerH - 20,
          "none",
          `stroke="${line2}" stroke-width="2"`,
        );
      out += circle(
        cx + (i % 2 ? -w / doors / 2 + 14 : w / doors / 2 - 14),
        innerTop + innerH / 2,
        4,
        handle,
      );
    }
  }
  if (t.led)
    out +=
      rect(-w / 2 + 8, -2 - legH, w - 16, 3, pal.accent) +
      ellipse(0, 0, w / 2, 8, pal.accent, 'fill-opacity="0.25"');
  return out;
}

export function diningTable(scene: Scene, w: number): string {
  const { pal } = scene;
  const t = pal.traits;
  const h = t.lowFurniture ? 70 : 150;
  const c = t.screens ? "#eceff3" : pal.wood;
  let out = foot(w, 0.45);
  if (t.curved) {
    out += path(`M-30 ${n(-h + 16)}Q-10 -40 -60 0H60Q10 -40 30 ${n(-h + 16)}Z`, tone(scene, shade(c, -0.12)));
    out += top(scene, w, -h, c, 24, true);
  } else {
    if (t.brick)
      out += `<path d="M${n(-w / 2 + 20)} ${n(-h + 16)}L${n(-w / 2 + 60)} 0M${n(-w / 2 + 60)} ${n(-h + 16)}L${n(-w / 2 + 20)} 0M${n(w / 2 - 20)} ${n(-h + 16)}L${n(w / 2 - 60)} 0M${n(w / 2 - 60)} ${n(-h + 16)}L${n(w / 2 - 20)} 0" stroke="${pal.metal}" stroke-width="6"/>`;
    else out += legs(scene, w, h - 16, 20);
    out += top(scene, w, -h, c, 20);
  }
  return out;
}

export function desk(scene: Scene, w: number): string {
  const { pal } = scene;
  const t = pal.traits;
  const h = t.lowFurniture ? 80 : 150;
  const c = t.screens ? "#f1f3f6" : pal.wood;
  let out = foot(w, 0.4);
  out += legs(scene, w, h - 14, 12);
  if (!t.lowFurniture)
    out +=
      block(scene, w / 2 - 100, -h + 14, 86, h - 30, 3, shade(c, -0.06)) +
      line(w / 2 - 96, -h + 60, w / 2 - 18, -h + 60, shade(c, -0.2), 2);
  out += top(scene, w, -h, c, 12);
  return out;
}

export function wardrobe(scene: Scene, w: number, h: number): string {
  const { pal } = scene;
  const t = pal.traits;
  const c = t.shoji ? "#f4efe3" : t.brick ? pal.metal : pal.cabinet;
  let out = foot(w, 0.4) + block(scene, -w / 2, -h, w, h, 3, c, 0.04);
  const doors = w > 200 ? 3 : 2;
  const edge = shade(c, -0.2);
  for (let i = 1; i < doors; i++)
    out += line(-w / 2 + (w * i) / doors, -h + 6, -w / 2 + (w * i) / doors, -6, edge, 2);
  if (t.shoji) {
    let d = "";
    for (let y = -h + 40; y < -10; y += 44) d += `M${n(-w / 2)} ${n(y)}H${n(w / 2)}`;
    for (let x = -w / 2 + w / 6; x < w / 2; x += w / 6) d += `M${n(x)} ${n(-h)}V0`;
    out +=
      `<path d="${d}" stroke="${pal.trim}" stroke-width="3"/>` +
      rect(-w / 2, -h, w, h, "none", `stroke="${pal.trim}" stroke-width="8"`);
  } else {
    for (let i = 0; i < doors; i++)
      out += rrect(
        -w / 2 + (w * (i + 1)) / doors - 18,
        -h / 2 - 30,
        5,
        60,
        2,
        t.legs === "turned" ? "#b8903f" : shade(c, -0.3),
      );
    if (t.legs === "turned")
      for (let i = 0; i < doors; i++)
        out += rect(
          -w / 2 + (w * i) / doors + 14,
          -h + 20,
          w / doors - 28,
          h - 40,
          "none",
          `stroke="${edge}" stroke-width="2"`,
        );
  }
  out += rect(-w / 2 - 4, -h - 8, w + 8, 10, shade(c, -0.08));
  return out;
}
