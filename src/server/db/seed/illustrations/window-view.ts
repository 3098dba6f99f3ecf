/** The view through a window: Hong Kong skyline over the harbour, or green hills. */
import { mix, shade } from "./color.ts";
import { linear, n, type Rect, rect, type Scene } from "./svg.ts";

const SKIES = {
  day: ["#8ec5ea", "#cfe6f5", "#eef6fa"],
  dusk: ["#6f6fa8", "#e79b8c", "#f7cf9a"],
  night: ["#0e1a33", "#1f3358", "#3a4f78"],
} as const;

interface Towers {
  d: string;
  /** Rows of window dashes across the tower faces. */
  lit: string;
}

function towers(scene: Scene, r: Rect, baseY: number, maxH: number, minW: number, maxW: number): Towers {
  const { rng } = scene;
  let d = "";
  let lit = "";
  let x = r.x - rng.range(0, 20);
  while (x < r.x + r.w) {
    const w = rng.range(minW, maxW);
    const h = rng.range(0.25, 1) * maxH;
    const top = baseY - h;
    const roof = rng.next();
    if (roof < 0.12)
      d += `M${n(x)} ${n(baseY)}V${n(top + w * 0.6)}L${n(x + w / 2)} ${n(top)}L${n(x + w)} ${n(top + w * 0.6)}V${n(baseY)}Z`;
    else if (roof < 0.25)
      d += `M${n(x)} ${n(baseY)}V${n(top)}H${n(x + w * 0.7)}V${n(top - w * 0.3)}H${n(x + w)}V${n(baseY)}Z`;
    else d += `M${n(x)} ${n(baseY)}V${n(top)}H${n(x + w)}V${n(baseY)}Z`;
    for (let y = top + 6; y < baseY - 3; y += 9) lit += `M${n(x + 2)} ${n(y)}H${n(x + w - 2)}`;
    x += w + rng.range(-2, 6);
  }
  return { d, lit };
}

/** Draws sky + scenery clipped to the rectangle (caller adds the frame). */
export function drawView(scene: Scene, r: Rect, clipId: string): string {
  const { rng, pal } = scene;
  const sky = SKIES[pal.sky];
  const night = pal.sky === "night";
  let out = `<g clip-path="url(#${clipId})">`;
  out += rect(
    r.x,
    r.y,
    r.w,
    r.h,
    linear(scene, [
      [0, sky[0]],
      [0.6, sky[1]],
      [1, sky[2]],
    ]),
  );
  if (pal.sky === "day") {
    for (let i = 0; i < 3; i++) {
      const cx = r.x + rng.range(0, r.w);
      const cy = r.y + rng.range(0.1, 0.35) * r.h;
      const s = rng.range(18, 34);
      out += `<g fill="#ffffff" fill-opacity="0.85"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s * 2)}" ry="${n(s * 0.55)}"/><ellipse cx="${n(cx - s * 0.5)}" cy="${n(cy - s * 0.35)}" rx="${n(s)}" ry="${n(s * 0.6)}"/></g>`;
    }
  } else if (night) {
    out += `<circle cx="${n(r.x + r.w * rng.range(0.15, 0.85))}" cy="${n(r.y + r.h * 0.16)}" r="9" fill="#f4f1de"/>`;
  } else {
    out += `<circle cx="${n(r.x + r.w * rng.range(0.2, 0.8))}" cy="${n(r.y + r.h * 0.55)}" r="${n(r.w * 0.06 + 10)}" fill="#fbe3a6" fill-opacity="0.9"/>`;
  }
  const kind =
    pal.traits.shoji && rng.chance(0.6)
      ? "hills"
      : rng.pick(["skyline", "skyline", "harbour", "hills"] as const);
  const horizon = r.y + r.h * (kind === "hills" ? 0.72 : 0.7);
  const hillFar = mix(night ? "#1a2640" : "#7f9bb0", sky[1], 0.35);
  const hillNear = night ? "#1b2b2a" : pal.sky === "dusk" ? "#5d6a6a" : "#5f8a68";
  // Mountain ridge (Lion Rock / The Peak silhouettes).
  const peak = rng.range(0.2, 0.7);
  out += `<path d="M${n(r.x)} ${n(horizon)}L${n(r.x)} ${n(horizon - r.h * 0.22)}Q${n(r.x + r.w * peak)} ${n(horizon - r.h * 0.62)} ${n(r.x + r.w * (peak + 0.25))} ${n(horizon - r.h * 0.3)}T${n(r.x + r.w)} ${n(horizon - r.h * 0.24)}V${n(horizon)}Z" fill="${hillFar}"/>`;
  if (kind === "hills") {
    out += `<path d="M${n(r.x)} ${n(horizon + 6)}Q${n(r.x + r.w * 0.3)} ${n(horizon - r.h * 0.34)} ${n(r.x + r.w * 0.6)} ${n(horizon - r.h * 0.12)}T${n(r.x + r.w)} ${n(horizon - r.h * 0.18)}V${n(r.y + r.h)}H${n(r.x)}Z" fill="${hillNear}"/>`;
    const low = towers(scene, r, r.y + r.h, r.h * 0.28, 14, 30);
    out += `<path d="${low.d}" fill="${night ? "#2a3345" : "#e6e1d6"}"/>`;
    let trees = "";
    for (let i = 0; i < 7; i++) {
      const tx = r.x + rng.range(0, r.w);
      trees += `<circle cx="${n(tx)}" cy="${n(r.y + r.h - rng.range(0, 12))}" r="${n(rng.range(8, 16))}"/>`;
    }
    out += `<g fill="${shade(hillNear, -0.15)}">${trees}</g>`;
  } else {
    const water = kind === "harbour" ? horizon + r.h * 0.02 : horizon + r.h * 0.12;
    const far = towers(scene, r, water, r.h * (kind === "harbour" ? 0.32 : 0.5), 10, 24);
    const near = towers(
      scene,
      r,
      kind === "harbour" ? water : r.y + r.h,
      r.h * (kind === "harbour" ? 0.2 : 0.55),
      18,
      40,
    );
    const farFill = night ? "#26355a" : mix("#8fa3b8", sky[1], 0.3);
    const nearFill = night ? "#1a2136" : pal.sky === "dusk" ? "#6a6380" : "#a9b4c2";
    const lit = night ? "#ffd98a" : pal.sky === "dusk" ? "#ffe0b0" : "#ffffff";
    const dash = 'stroke-width="3.5" stroke-dasharray="3.5 3.5"';
    out += `<path d="${far.d}" fill="${farFill}"/><path d="${far.lit}" stroke="${lit}" ${dash} stroke-opacity="${night ? 0.55 : 0.15}"/>`;
    if (kind === "harbour") {
      out += rect(
        r.x,
        water,
        r.w,
        r.y + r.h - water,
        linear(scene, [
          [0, night ? "#1c2b4a" : "#4f86a8"],
          [1, night ? "#0c1526" : "#2f6283"],
        ]),
      );
      let waves = "";
      for (let i = 0; i < 9; i++) {
        const wy = water + rng.range(4, r.y + r.h - water);
        const wx = r.x + rng.range(0, r.w);
        waves += `M${n(wx)} ${n(wy)}h${n(rng.range(12, 40))}`;
      }
      out += `<path d="${waves}" stroke="${night ? "#ffd98a" : "#cfe6f5"}" stroke-width="1.5" stroke-opacity="0.6"/>`;
      if (rng.chance(0.7)) {
        const fx = r.x + rng.range(0.1, 0.7) * r.w;
        const fy = water + (r.y + r.h - water) * 0.5;
        out += `<path d="M${n(fx)} ${n(fy)}h34l-5 7h-24z" fill="#2e5e3c"/><rect x="${n(fx + 6)}" y="${n(fy - 7)}" width="20" height="7" fill="#f1f1ea"/>`;
      }
    } else {
      out += `<path d="${near.d}" fill="${nearFill}"/><path d="${near.lit}" stroke="${lit}" ${dash} stroke-opacity="${night ? 0.7 : 0.22}"/>`;
    }
  }
  out += "</g>";
  // Glass sheen.
  out += rect(
    r.x,
    r.y,
    r.w,
    r.h,
    linear(
      scene,
      [
        [0, "#ffffff", 0.14],
        [0.4, "#ffffff", 0],
        [0.52, "#ffffff", 0.07],
        [0.62, "#ffffff", 0],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  return out;
}
