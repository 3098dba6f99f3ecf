/** Framed wall art, hanging scrolls, wall screens and mirrors (absolute coordinates, top-left). */
import { mix, shade } from "./color.ts";
import { circle, ellipse, linear, n, path, type Rect, rect, rrect, type Scene, shadow } from "./svg.ts";

function canvas(scene: Scene, r: Rect): string {
  const { pal, rng, style } = scene;
  const { x, y, w, h } = r;
  const a = pal.art;
  const c0 = a[0] ?? pal.accent;
  const c1 = a[1] ?? "#ddd";
  const c2 = a[2] ?? "#999";
  const paper = style === "Industrial" ? "#e9e6df" : "#f6f3ec";
  let out = rect(x, y, w, h, paper);
  if (style === "Modern" || style === "Smart") {
    out += `<clipPath id="ac${n(x)}_${n(y)}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath><g clip-path="url(#ac${n(x)}_${n(y)})">`;
    out += circle(x + w * rng.range(0.3, 0.7), y + h * rng.range(0.3, 0.6), Math.min(w, h) * 0.3, c0);
    out += path(
      `M${n(x)} ${n(y + h)}L${n(x + w * rng.range(0.3, 0.7))} ${n(y + h * 0.45)}L${n(x + w)} ${n(y + h)}Z`,
      c1,
      'fill-opacity="0.9"',
    );
    out += rect(x + w * 0.1, y + h * 0.12, w * 0.25, h * 0.25, c2);
    out += "</g>";
  } else if (style === "Contemporary") {
    out += path(
      `M${n(x + w * 0.2)} ${n(y + h)}V${n(y + h * 0.5)}A${n(w * 0.3)} ${n(w * 0.3)} 0 0 1 ${n(x + w * 0.8)} ${n(y + h * 0.5)}V${n(y + h)}Z`,
      c1,
    );
    out += circle(x + w * rng.range(0.3, 0.7), y + h * 0.3, w * 0.12, c0);
    out += ellipse(x + w * 0.5, y + h * 0.9, w * 0.45, h * 0.1, c2, 'fill-opacity="0.6"');
  } else if (style === "Traditional") {
    out += rect(
      x,
      y,
      w,
      h,
      linear(scene, [
        [0, "#c9d8e0"],
        [0.6, "#f1e4c8"],
      ]),
    );
    out += path(
      `M${n(x)} ${n(y + h * 0.7)}Q${n(x + w * 0.35)} ${n(y + h * 0.45)} ${n(x + w * 0.7)} ${n(y + h * 0.65)}T${n(x + w)} ${n(y + h * 0.6)}V${n(y + h)}H${n(x)}Z`,
      "#6f7d4f",
    );
    out += path(
      `M${n(x)} ${n(y + h * 0.85)}Q${n(x + w * 0.5)} ${n(y + h * 0.7)} ${n(x + w)} ${n(y + h * 0.8)}V${n(y + h)}H${n(x)}Z`,
      "#4f5a36",
    );
    out +=
      rect(x + w * 0.72, y + h * 0.45, 4, h * 0.3, "#4a3526") +
      circle(x + w * 0.73, y + h * 0.42, w * 0.12, "#3f5a33");
  } else if (style === "Minimalist") {
    out += `<path d="M${n(x + w * 0.2)} ${n(y + h * 0.7)}C${n(x + w * 0.4)} ${n(y + h * 0.1)} ${n(x + w * 0.6)} ${n(y + h * 0.9)} ${n(x + w * 0.8)} ${n(y + h * 0.3)}" stroke="#2a2a2a" stroke-width="2" fill="none"/>`;
    if (rng.chance(0.6)) out += circle(x + w * 0.65, y + h * 0.35, w * 0.08, pal.accent);
  } else if (style === "Industrial") {
    out += rect(
      x,
      y,
      w,
      h,
      linear(scene, [
        [0, "#d8d8d4"],
        [1, "#8d8d8a"],
      ]),
    );
    let d = "";
    for (let i = 0; i < 7; i++) {
      const bw = w / 8;
      const bh = h * rng.range(0.2, 0.6);
      d += `M${n(x + i * bw * 1.15)} ${n(y + h)}v${n(-bh)}h${n(bw)}v${n(bh)}z`;
    }
    out +=
      path(d, "#4a4a48") +
      `<path d="M${n(x)} ${n(y + h * 0.55)}Q${n(x + w / 2)} ${n(y + h * 0.25)} ${n(x + w)} ${n(y + h * 0.55)}" stroke="#2f2f2e" stroke-width="3" fill="none"/>`;
  } else if (rng.chance(0.5)) {
    // Scandinavian: pastel arches and a sun.
    out += rect(x, y, w, h, mix(c2, "#ffffff", 0.75));
    const cxm = x + w / 2;
    for (let i = 0; i < 3; i++) {
      const rr = w * (0.42 - i * 0.12);
      out += path(
        `M${n(cxm - rr)} ${n(y + h * 0.92)}A${n(rr)} ${n(rr)} 0 0 1 ${n(cxm + rr)} ${n(y + h * 0.92)}Z`,
        [c0, c1, "#f6f3ec"][i] ?? c1,
      );
    }
    out += circle(x + w * 0.75, y + h * 0.22, w * 0.08, c2);
  } else {
    // Scandinavian: soft botanical print.
    out += rect(x, y, w, h, mix(c1, "#ffffff", 0.55));
    out += path(
      `M${n(x + w * 0.5)} ${n(y + h * 0.9)}V${n(y + h * 0.2)}`,
      "none",
      `stroke="${pal.plant}" stroke-width="2"`,
    );
    for (let i = 0; i < 4; i++) {
      const yy = y + h * (0.3 + i * 0.15);
      out += ellipse(
        x + w * 0.5 + (i % 2 ? 14 : -14),
        yy,
        w * 0.12,
        h * 0.05,
        pal.plant,
        `transform="rotate(${i % 2 ? -30 : 30} ${n(x + w * 0.5 + (i % 2 ? 14 : -14))} ${n(yy)})"`,
      );
    }
  }
  return out;
}

/** A framed picture with frame style matching the scene. */
export function framedArt(scene: Scene, r: Rect): string {
  const { pal, style } = scene;
  const gold = style === "Traditional";
  const frameW = gold ? 12 : style === "Minimalist" ? 3 : 7;
  const frame = gold
    ? "#b8903f"
    : style === "Scandinavian" || style === "Japanese"
      ? pal.wood
      : style === "Contemporary"
        ? "#c9a77a"
        : "#222222";
  const mat = gold || style === "Industrial" ? 0 : Math.min(r.w, r.h) * 0.1;
  let out = shadow(r.x + r.w / 2 + 6, r.y + r.h / 2 + 8, r.w * 0.62, r.h * 0.62, 0.22);
  out += rect(
    r.x - frameW,
    r.y - frameW,
    r.w + frameW * 2,
    r.h + frameW * 2,
    gold
      ? linear(
          scene,
          [
            [0, "#d9b866"],
            [1, "#8a6a2a"],
          ],
          0,
          0,
          1,
          1,
        )
      : frame,
  );
  out += rect(r.x, r.y, r.w, r.h, "#fbfaf6");
  out += canvas(scene, { x: r.x + mat, y: r.y + mat, w: r.w - mat * 2, h: r.h - mat * 2 });
  return out;
}

/** Japanese hanging scroll (kakejiku) with an ink landscape and a red seal. */
export function scroll(scene: Scene, x: number, y: number, w: number, h: number): string {
  const { pal } = scene;
  let out = shadow(x + w / 2 + 4, y + h / 2, w * 0.6, h * 0.55, 0.2);
  out += rect(x, y, w, h, "#6d6a58") + rect(x + 8, y + h * 0.14, w - 16, h * 0.66, "#f4eedf");
  out += path(
    `M${n(x + 8)} ${n(y + h * 0.62)}Q${n(x + w * 0.35)} ${n(y + h * 0.3)} ${n(x + w * 0.55)} ${n(y + h * 0.55)}T${n(x + w - 8)} ${n(y + h * 0.5)}V${n(y + h * 0.8)}H${n(x + 8)}Z`,
    "#5b5b5b",
    'fill-opacity="0.55"',
  );
  out += path(
    `M${n(x + 8)} ${n(y + h * 0.7)}Q${n(x + w * 0.6)} ${n(y + h * 0.5)} ${n(x + w - 8)} ${n(y + h * 0.66)}V${n(y + h * 0.8)}H${n(x + 8)}Z`,
    "#2d2d2d",
    'fill-opacity="0.6"',
  );
  out += rect(x + w - 24, y + h * 0.2, 9, 9, pal.accent === "#b03a2e" ? pal.accent : "#b03a2e");
  out +=
    rect(x - 6, y - 6, w + 12, 8, pal.trim, 'rx="3"') + rect(x - 6, y + h, w + 12, 9, pal.trim, 'rx="4"');
  return out;
}

/** Smart-home wall screen / control panel with glowing abstract UI shapes (no text). */
export function wallScreen(scene: Scene, r: Rect): string {
  const { pal, rng } = scene;
  const a = pal.accent;
  let out = shadow(r.x + r.w / 2, r.y + r.h + 10, r.w * 0.6, 14, 0.3);
  out += rrect(r.x - 6, r.y - 6, r.w + 12, r.h + 12, 8, "#0d1117");
  out += rect(
    r.x,
    r.y,
    r.w,
    r.h,
    linear(
      scene,
      [
        [0, "#1d2b45"],
        [1, "#0f1626"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const cx = r.x + r.w * 0.28;
  const cy = r.y + r.h * 0.5;
  const rad = Math.min(r.w, r.h) * 0.28;
  out += circle(cx, cy, rad, "none", `stroke="${shade(a, -0.5)}" stroke-width="${n(rad * 0.18)}"`);
  out += `<path d="M${n(cx)} ${n(cy - rad)}A${n(rad)} ${n(rad)} 0 1 1 ${n(cx - rad * 0.95)} ${n(cy + rad * 0.3)}" stroke="${a}" stroke-width="${n(rad * 0.18)}" fill="none" stroke-linecap="round"/>`;
  let bars = "";
  const bw = (r.w * 0.45) / 7;
  for (let i = 0; i < 7; i++) {
    const bh = r.h * rng.range(0.15, 0.55);
    bars += `M${n(r.x + r.w * 0.5 + i * bw)} ${n(r.y + r.h * 0.8)}v${n(-bh)}`;
  }
  out += `<path d="${bars}" stroke="${a}" stroke-width="${n(bw * 0.55)}" stroke-linecap="round" stroke-opacity="0.85"/>`;
  out += rrect(r.x + r.w * 0.5, r.y + r.h * 0.12, r.w * 0.38, 6, 3, shade(a, 0.4), 'fill-opacity="0.7"');
  out += rect(
    r.x,
    r.y,
    r.w,
    r.h * 0.45,
    linear(scene, [
      [0, "#ffffff", 0.12],
      [1, "#ffffff", 0],
    ]),
  );
  return out;
}

/** Mirror: round for curved styles, otherwise rectangular; absolute coordinates. */
export function mirror(scene: Scene, r: Rect, round: boolean): string {
  const { pal } = scene;
  const frame =
    pal.traits.brick || pal.traits.screens
      ? pal.metal
      : pal.traits.wainscot
        ? "#b8903f"
        : pal.traits.curved
          ? "#b08d57"
          : pal.wood;
  const glass = linear(
    scene,
    [
      [0, "#e6eef2"],
      [0.5, "#c9d6de"],
      [1, "#aebfca"],
    ],
    0,
    0,
    1,
    1,
  );
  const sheen = `<path d="M${n(r.x + r.w * 0.2)} ${n(r.y + r.h * 0.7)}L${n(r.x + r.w * 0.7)} ${n(r.y + r.h * 0.2)}" stroke="#ffffff" stroke-width="${n(r.w * 0.08)}" stroke-opacity="0.35"/>`;
  if (round) {
    const rx = r.w / 2;
    const ry = r.h / 2;
    return `${shadow(r.x + rx + 6, r.y + ry + 8, rx * 1.1, ry * 1.1, 0.2)}${ellipse(r.x + rx, r.y + ry, rx + 7, ry + 7, frame)}${ellipse(r.x + rx, r.y + ry, rx, ry, glass)}${sheen}`;
  }
  return `${shadow(r.x + r.w / 2 + 6, r.y + r.h / 2 + 8, r.w * 0.6, r.h * 0.6, 0.2)}${rrect(r.x - 7, r.y - 7, r.w + 14, r.h + 14, 4, frame)}${rect(r.x, r.y, r.w, r.h, glass)}${sheen}`;
}
