/** Pendants, floor and table lamps with soft glows. */
import { shade } from "./color.ts";
import { foot, tone } from "./parts.ts";
import { CEIL_Y, circle, ellipse, line, n, path, radial, rect, type Scene } from "./svg.ts";

/** Soft radial light glow. */
export function glow(scene: Scene, x: number, y: number, r: number, strength = 0.55): string {
  return circle(
    x,
    y,
    r,
    radial(scene, [
      [0, scene.pal.light, strength],
      [0.4, scene.pal.light, strength * 0.35],
      [1, scene.pal.light, 0],
    ]),
  );
}

function bulb(scene: Scene, x: number, y: number, s = 1): string {
  return `${glow(scene, x, y + 10 * s, 60 * s, 0.7)}<path d="M${n(x - 4 * s)} ${n(y)}h${n(8 * s)}l${n(5 * s)} ${n(12 * s)}a${n(9 * s)} ${n(10 * s)} 0 1 1 ${n(-18 * s)} 0z" fill="#ffd98a"/>${rect(x - 4 * s, y - 8 * s, 8 * s, 9 * s, "#8a6a3a")}`;
}

/** A ceiling pendant whose shade bottom hangs at `y`. */
export function pendant(scene: Scene, x: number, y: number, size = 1): string {
  const { pal, style } = scene;
  const cord = (to: number): string => line(x, CEIL_Y, x, to, shade(pal.metal, 0.1), 2);
  const s = size;
  if (style === "Industrial") return cord(y - 20) + bulb(scene, x, y - 20, 1.2 * s);
  if (style === "Japanese") {
    let ribs = "";
    for (let i = 1; i < 5; i++) ribs += `M${n(x - 30 * s)} ${n(y - 70 * s + i * 14 * s)}H${n(x + 30 * s)}`;
    return `${cord(y - 70 * s)}${glow(scene, x, y - 35 * s, 150 * s, 0.5)}${ellipse(x, y - 35 * s, 34 * s, 38 * s, "#fbf3dd")}<path d="${ribs}" stroke="#e2d3b0" stroke-width="1.5"/>${rect(x - 14 * s, y - 76 * s, 28 * s, 6 * s, pal.trim)}${rect(x - 14 * s, y - 2, 28 * s, 5, pal.trim)}`;
  }
  if (style === "Traditional") {
    let arms = "";
    let candles = "";
    for (const dx of [-54, -26, 26, 54]) {
      const cx = x + dx * s;
      arms += `M${n(x)} ${n(y - 20 * s)}Q${n(cx)} ${n(y)} ${n(cx)} ${n(y - 26 * s)}`;
      candles +=
        rect(cx - 3, y - 44 * s, 6, 18 * s, "#f4ead2") +
        glow(scene, cx, y - 48 * s, 40 * s, 0.8) +
        ellipse(cx, y - 48 * s, 3, 5, "#ffd98a");
    }
    return `${cord(y - 50 * s)}<path d="${arms}" stroke="#b8903f" stroke-width="4" fill="none"/>${ellipse(x, y - 20 * s, 10 * s, 14 * s, "#b8903f")}${candles}`;
  }
  if (style === "Smart") {
    return `${line(x - 60 * s, CEIL_Y, x - 60 * s, y, "#2a2f36", 1.5)}${line(x + 60 * s, CEIL_Y, x + 60 * s, y, "#2a2f36", 1.5)}${glow(scene, x, y + 20, 180 * s, 0.4)}${ellipse(x, y, 80 * s, 12 * s, "none", `stroke="${pal.accent}" stroke-width="5"`)}${ellipse(x, y, 80 * s, 12 * s, "none", 'stroke="#ffffff" stroke-width="1.5" stroke-opacity="0.8"')}`;
  }
  if (style === "Contemporary") {
    return `${cord(y - 60 * s)}${glow(scene, x, y - 30 * s, 160 * s, 0.55)}${circle(
      x,
      y - 30 * s,
      32 * s,
      radial(
        scene,
        [
          [0, "#fffaf0"],
          [1, "#efe3cf"],
        ],
        0.4,
        0.35,
        0.7,
      ),
    )}`;
  }
  if (style === "Minimalist") {
    return `${cord(y - 40 * s)}${glow(scene, x, y + 10, 120 * s, 0.45)}${rect(x - 12 * s, y - 40 * s, 24 * s, 40 * s, "#f4f4f2")}${rect(x - 12 * s, y - 3, 24 * s, 3, "#fff3cf")}`;
  }
  const c = style === "Modern" ? pal.accent : (pal.textiles[0] ?? "#f4f1ea");
  const w = (style === "Modern" ? 34 : 46) * s;
  const h = (style === "Modern" ? 56 : 36) * s;
  const shape =
    style === "Modern"
      ? `M${n(x - 6 * s)} ${n(y - h)}H${n(x + 6 * s)}L${n(x + w)} ${n(y)}H${n(x - w)}Z`
      : `M${n(x - w)} ${n(y)}Q${n(x - w)} ${n(y - h)} ${n(x)} ${n(y - h)}Q${n(x + w)} ${n(y - h)} ${n(x + w)} ${n(y)}Z`;
  return `${cord(y - h)}${glow(scene, x, y + 10, 150 * s, 0.5)}${path(shape, tone(scene, c, 0.1))}${ellipse(x, y, w - 2, 5 * s, "#fff4d6")}`;
}

/** Floor lamp (local origin: bottom centre). */
export function floorLamp(scene: Scene): string {
  const { pal, style, rng } = scene;
  let out = foot(70, 0.35);
  if (style === "Japanese") {
    return `${out}${glow(scene, 0, -70, 110, 0.6)}${rect(-30, -140, 60, 130, "#fbf3dd", `stroke="${pal.trim}" stroke-width="5"`)}<path d="M0 -140V-10M-30 -75H30" stroke="${pal.trim}" stroke-width="3"/>${rect(-34, -12, 68, 12, pal.trim)}`;
  }
  if (style === "Modern" || style === "Contemporary" || (style === "Minimalist" && rng.chance(0.5))) {
    // Arc lamp.
    out +=
      ellipse(0, -8, 30, 9, pal.metal) +
      `<path d="M0 -10V-250Q0 -350 130 -330" stroke="${style === "Contemporary" ? "#b08d57" : pal.metal}" stroke-width="5" fill="none"/>`;
    out +=
      glow(scene, 140, -300, 130, 0.6) +
      path("M110 -320Q140 -360 170 -320Z", style === "Modern" ? pal.accent : "#f3ede2");
    return out;
  }
  if (style === "Industrial") {
    out += `<path d="M-34 0L0 -90L34 0M0 -90V-300L40 -330" stroke="${pal.metal}" stroke-width="5" fill="none"/>`;
    return `${out}${glow(scene, 50, -300, 90, 0.6)}${path("M22 -348L68 -320L52 -300L14 -326Z", pal.metal)}${ellipse(50, -306, 10, 10, "#ffd98a")}`;
  }
  const shadeColor = style === "Traditional" ? "#efe2c6" : (pal.textiles[3] ?? "#f4efe6");
  const stand = style === "Traditional" ? "#b8903f" : style === "Scandinavian" ? pal.wood : pal.metal;
  out +=
    style === "Scandinavian"
      ? `<path d="M-32 0L0 -230L32 0M0 -230V-270" stroke="${stand}" stroke-width="6" fill="none"/>`
      : `${ellipse(0, -6, 26, 7, stand)}${rect(-3, -280, 6, 275, stand)}`;
  out +=
    glow(scene, 0, -300, 120, 0.6) + path("M-34 -270L-24 -336H24L34 -270Z", tone(scene, shadeColor, 0.06));
  return out;
}

/** Table lamp standing on a surface (local origin: base centre). */
export function tableLamp(scene: Scene): string {
  const { pal, style } = scene;
  if (style === "Industrial")
    return `${line(0, 0, 0, -60, pal.metal, 4)}${bulb(scene, 0, -60, 0.9)}${ellipse(0, -2, 16, 4, pal.metal)}`;
  if (style === "Japanese")
    return `${glow(scene, 0, -30, 70, 0.6)}${ellipse(0, -30, 22, 28, "#fbf3dd")}${rect(-10, -4, 20, 4, pal.trim)}`;
  if (style === "Smart")
    return `${glow(scene, 0, -50, 70, 0.5)}${rect(-3, -70, 6, 70, pal.metal)}${circle(0, -76, 12, "none", `stroke="${pal.accent}" stroke-width="4"`)}`;
  const base =
    style === "Traditional" ? "#b8903f" : style === "Contemporary" ? (pal.textiles[0] ?? pal.pot) : pal.pot;
  const c = style === "Modern" ? pal.accent : style === "Traditional" ? "#efe2c6" : "#f6f1e8";
  const round = pal.traits.curved;
  let out = glow(scene, 0, -62, 90, 0.55);
  out += round
    ? circle(0, -20, 20, tone(scene, base, 0.1))
    : path("M-12 0Q-20 -26 -5 -44H5Q20 -26 12 0Z", tone(scene, base, 0.1));
  out += round ? circle(0, -66, 28, "#f9f3e6") : path("M-30 -44L-22 -84H22L30 -44Z", tone(scene, c, 0.05));
  return out;
}
