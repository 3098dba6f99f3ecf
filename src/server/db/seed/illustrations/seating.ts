/** Sofas, armchairs, dining/desk chairs, stools and floor cushions (local origin: bottom centre). */
import { shade } from "./color.ts";
import { block, foot, legs, tilted, tone } from "./parts.ts";
import { circle, ellipse, n, path, rect, rrect, type Scene } from "./svg.ts";

function pillows(scene: Scene, xs: readonly number[], y: number, size: number): string {
  const { rng, pal } = scene;
  let out = "";
  for (const [i, x] of xs.entries()) {
    const c = pal.textiles[i % pal.textiles.length] ?? pal.accent;
    const s = size * rng.range(0.85, 1.05);
    out += tilted(x, y - s / 2, s, s * 0.86, s * 0.25, rng.range(-12, 12) + (x < 0 ? -4 : 4), shade(c, 0.02));
    if (pal.traits.patternedRug && i % 2 === 0) out += circle(x, y - s / 2, s * 0.18, shade(c, -0.2));
  }
  return out;
}

export function sofa(scene: Scene, w: number): string {
  const { pal, rng } = scene;
  const t = pal.traits;
  const up = pal.upholstery;
  const low = t.lowFurniture ? 0.72 : 1;
  const legH = t.legs === "hidden" ? 10 : t.lowFurniture ? 8 : 24;
  const seatTop = -92 * low - legH * 0.3;
  const backTop = -190 * low;
  const arm = t.curved ? 56 : 44;
  const r = 10 * t.round;
  let out = foot(w, 0.45);
  out += legs(scene, w, legH, 26);
  if (t.curved) {
    out += path(
      `M${n(-w / 2)} ${n(-legH)}V${n(backTop + 70)}Q${n(-w / 2)} ${n(backTop)} ${n(-w / 2 + 90)} ${n(backTop)}H${n(w / 2 - 90)}Q${n(w / 2)} ${n(backTop)} ${n(w / 2)} ${n(backTop + 70)}V${n(-legH)}Z`,
      tone(scene, shade(up, -0.07)),
    );
  } else {
    out += block(scene, -w / 2 + arm * 0.6, backTop, w - arm * 1.2, -backTop - legH, r, shade(up, -0.08));
  }
  // Back cushions.
  const count = w > 380 ? 3 : 2;
  const cw = (w - arm * 2 - 8) / count;
  for (let i = 0; i < count; i++) {
    out += block(
      scene,
      -w / 2 + arm + 4 + i * cw,
      backTop + 18,
      cw - 4,
      80 * low + 10,
      16 * t.round,
      shade(up, 0.02),
    );
  }
  // Seat cushions and base.
  out += block(scene, -w / 2 + arm - 6, seatTop - 12, w - arm * 2 + 12, 34, 10 * t.round, shade(up, 0.06));
  out += block(
    scene,
    -w / 2 + 6,
    seatTop + 20,
    w - 12,
    -seatTop - 20 - legH,
    6 * t.round,
    shade(up, -0.1),
    0.04,
  );
  // Arms.
  const armTop = seatTop - 44 * low;
  const armR = t.curved ? arm / 2 : t.legs === "turned" ? 24 : 8 * t.round;
  out += block(scene, -w / 2, armTop, arm, -armTop - legH, armR, up);
  out += block(scene, w / 2 - arm, armTop, arm, -armTop - legH, armR, shade(up, -0.04));
  if (t.legs === "turned") {
    for (let i = 0; i < 7; i++)
      out += circle(-w / 2 + arm + 20 + (i * (w - arm * 2 - 40)) / 6, backTop + 14, 2.5, shade(up, -0.3));
  }
  const xs = rng.chance(0.5)
    ? [-w / 2 + arm + 40, w / 2 - arm - 40]
    : [-w / 2 + arm + 40, -w / 2 + arm + 92, w / 2 - arm - 44];
  if (t.decor > 0.2 || rng.chance(0.5)) out += pillows(scene, xs, seatTop - 10, 62);
  if (rng.chance(t.decor * 0.6)) {
    const c = pal.textiles[2] ?? pal.accent;
    const x = w / 2 - arm - 70;
    out += path(`M${n(x)} ${n(seatTop - 14)}h60l6 ${n(-seatTop - 30)}h-70z`, tone(scene, c, 0.05));
  }
  return out;
}

export function armchair(scene: Scene): string {
  const { pal } = scene;
  const t = pal.traits;
  const c = pal.textiles[0] ?? pal.upholstery;
  const body = t.curved || t.decor > 0.7 ? c : pal.upholstery;
  const w = 150;
  const legH = t.lowFurniture ? 6 : 22;
  let out = foot(w, 0.4) + legs(scene, w, legH, 18);
  if (t.curved) {
    out += path(
      `M${n(-w / 2)} ${n(-legH)}V-100A${w / 2} 72 0 0 1 ${n(w / 2)} -100V${n(-legH)}Z`,
      tone(scene, shade(body, -0.06)),
    );
  } else {
    out += block(scene, -w / 2 + 14, -178, w - 28, 178 - legH, 12 * t.round, shade(body, -0.06));
  }
  out += block(scene, -w / 2 + 26, -94, w - 52, 26, 9, shade(body, 0.06));
  out += block(scene, -w / 2, -112, 30, 112 - legH, 13 * t.round, body);
  out += block(scene, w / 2 - 30, -112, 30, 112 - legH, 13 * t.round, shade(body, -0.04));
  out += block(scene, -w / 2 + 18, -70, w - 36, 70 - legH, 6, shade(body, -0.1));
  return out;
}

/** Dining or side chair, seen from the front. */
export function chair(scene: Scene, color?: string): string {
  const { pal } = scene;
  const t = pal.traits;
  const c = color ?? (t.legs === "metal" ? pal.metal : pal.wood);
  const seat = pal.textiles[1] ?? pal.upholstery;
  let out = foot(110, 0.35);
  if (t.curved) {
    out += path("M-48 -96V-150Q-48 -196 0 -196Q48 -196 48 -150V-96Z", tone(scene, seat));
  } else if (t.legs === "turned") {
    out += path("M-44 -96V-196Q0 -214 44 -196V-96Z", tone(scene, c));
    out += path("M-30 -110V-184Q0 -196 30 -184V-110Z", tone(scene, seat));
  } else if (t.legs === "metal") {
    out += `<path d="M-42 -96V-190H42V-96M-42 -170H42M-42 -150H42" stroke="${c}" stroke-width="5" fill="none"/>`;
  } else {
    out += rrect(-44, -196, 88, 34, 10 * t.round, tone(scene, c));
    out += rect(-40, -166, 8, 70, c) + rect(32, -166, 8, 70, c);
  }
  out += `<path d="M-46 -92L-44 0M46 -92L44 0" stroke="${shade(c, -0.1)}" stroke-width="${t.legs === "metal" ? 4 : 7}"/>`;
  out += block(scene, -54, -104, 108, 16, 6, t.legs === "turned" || t.curved ? seat : c);
  return out;
}

export function stool(scene: Scene, h = 230): string {
  const { pal } = scene;
  const metal = pal.traits.legs === "metal" || pal.traits.legs === "hidden";
  const c = metal ? pal.metal : pal.wood;
  let out = foot(70, 0.35);
  out += `<path d="M-26 ${n(-h)}L-34 0M26 ${n(-h)}L34 0M-30 ${n(-h * 0.35)}H30" stroke="${c}" stroke-width="${metal ? 4 : 7}" fill="none"/>`;
  out +=
    ellipse(0, -h, 36, 9, tone(scene, pal.textiles[0] ?? pal.upholstery)) +
    rect(-36, -h, 72, 10, shade(pal.textiles[0] ?? pal.upholstery, -0.12), 'rx="5"');
  return out;
}

export function officeChair(scene: Scene): string {
  const { pal } = scene;
  const c = pal.traits.decor > 0.7 ? pal.upholstery : shade(pal.metal, 0.1);
  let out = foot(140, 0.35);
  out += `<path d="M-60 -4L0 -30L60 -4M0 -30V-100" stroke="${pal.metal}" stroke-width="7" fill="none"/>`;
  out += circle(-60, -6, 6, pal.metal) + circle(60, -6, 6, pal.metal);
  out += block(scene, -62, -300, 124, 150, 28, c);
  out += block(scene, -66, -118, 132, 26, 12, shade(c, 0.05));
  return out;
}

/** Japanese zabuton floor cushion. */
export function floorCushion(scene: Scene, color: string): string {
  return `${foot(120, 0.3)}${block(scene, -64, -24, 128, 24, 10, color)}${ellipse(0, -16, 5, 3, shade(color, -0.3))}`;
}
