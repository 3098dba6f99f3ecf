/** Window frames per style (steel grid, shoji, arch, sash...) with curtains or blinds. */
import { shade } from "./color.ts";
import { define, grid, linear, n, type Rect, rect, rrect, type Scene, shadow } from "./svg.ts";
import { drawView } from "./window-view.ts";

function folds(scene: Scene, color: string, opacity: number): string {
  const dark = shade(color, -0.14);
  const light = shade(color, 0.12);
  const list: [number, string, number][] = [];
  for (let i = 0; i <= 8; i++) list.push([i / 8, i % 2 ? dark : light, opacity]);
  return linear(scene, list, 0, 0, 1, 0);
}

/** A gathered curtain panel hanging from `top` with a soft wavy hem. */
export function curtain(
  scene: Scene,
  x: number,
  top: number,
  w: number,
  h: number,
  color: string,
  sheer = false,
): string {
  const fill = folds(scene, color, sheer ? 0.55 : 1);
  const b = top + h;
  let d = `M${n(x)} ${n(top)}H${n(x + w)}V${n(b)}`;
  const waves = 4;
  for (let i = waves - 1; i >= 0; i--)
    d += `Q${n(x + (w * (i + 0.5)) / waves)} ${n(b + 7)} ${n(x + (w * i) / waves)} ${n(b)}`;
  return `${shadow(x + w / 2, b + 4, w * 0.6, 8, 0.25)}<path d="${d}Z" fill="${fill}"/>`;
}

function panes(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  color: string,
  bar: number,
): string {
  let d = "";
  for (let i = 1; i < cols; i++) d += `M${n(x + (w * i) / cols)} ${n(y)}V${n(y + h)}`;
  for (let j = 1; j < rows; j++) d += `M${n(x)} ${n(y + (h * j) / rows)}H${n(x + w)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="${bar}" fill="none"/>`;
}

export function drawWindow(scene: Scene, r: Rect, bare = false): string {
  const { pal, rng, style } = scene;
  const t = pal.traits;
  const arch = t.curved && rng.chance(0.75);
  const shape = arch
    ? `<path d="M${n(r.x)} ${n(r.y + r.h)}V${n(r.y + r.w / 2)}A${n(r.w / 2)} ${n(r.w / 2)} 0 0 1 ${n(r.x + r.w)} ${n(r.y + r.w / 2)}V${n(r.y + r.h)}Z"/>`
    : `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}"/>`;
  const clip = define(scene, "cp", `<clipPath id="$ID">${shape}</clipPath>`);
  const frame =
    t.brick || t.screens ? pal.metal : t.shoji ? pal.trim : style === "Modern" ? "#26282b" : "#fbfaf7";
  const outline = shape.replace("/>", ` fill="none" stroke="${frame}" stroke-width="${t.brick ? 10 : 9}"/>`);
  let out = "";
  // Recess shadow around the opening.
  out += rect(
    r.x - 10,
    r.y - 10,
    r.w + 20,
    r.h + 20,
    shade(pal.wall, -0.12),
    `rx="${arch ? n(r.w / 2) : 2}" fill-opacity="0.5"`,
  );
  out += drawView(scene, r, clip);
  if (t.brick)
    out += panes(
      r.x,
      r.y,
      r.w,
      r.h,
      Math.max(3, Math.round(r.w / 70)),
      Math.max(3, Math.round(r.h / 70)),
      frame,
      4,
    );
  else if (style === "Traditional") out += panes(r.x, r.y, r.w, r.h, 2, 3, frame, 5);
  else if (style === "Scandinavian")
    out += panes(r.x, r.y, r.w, r.h, 2, 1, frame, 7) + panes(r.x, r.y, r.w, r.h * 0.6, 1, 2, frame, 5);
  else if (arch) out += panes(r.x, r.y, r.w, r.h, 2, 1, frame, 5);
  else if (!t.shoji)
    out += panes(
      r.x,
      r.y,
      r.w,
      r.h,
      Math.max(1, Math.round(r.w / 190)),
      1,
      frame,
      style === "Minimalist" ? 3 : 6,
    );
  out += outline;
  if (t.shoji) {
    // Two sliding paper panels covering part of the opening.
    const pw = r.w / 3;
    const left = rng.chance(0.5);
    for (let i = 0; i < 2; i++) {
      const px = left ? r.x + i * pw * 0.92 : r.x + r.w - pw - i * pw * 0.92;
      out += rect(px, r.y, pw, r.h, "#f7f2e6", `stroke="${pal.trim}" stroke-width="7"`);
      out += grid({ x: px, y: r.y, w: pw, h: r.h }, pw / 4, 34, false, pal.trim, 3);
      out += rect(
        px,
        r.y,
        pw,
        r.h,
        linear(scene, [
          [0, "#fff3d6", 0.35],
          [1, "#fff3d6", 0],
        ]),
      );
    }
  }
  // Sill.
  if (r.y + r.h < 520)
    out +=
      rrect(r.x - 18, r.y + r.h, r.w + 36, 12, 2, shade(frame === "#fbfaf7" ? pal.trim : frame, 0.05)) +
      shadow(r.x + r.w / 2, r.y + r.h + 16, r.w / 2 + 20, 6, 0.25);
  if (bare) return out;
  // Window dressing.
  const top = Math.max(48, r.y - 28);
  const bottom = Math.min(570, r.y + r.h + 70);
  if (style === "Traditional") {
    const c = pal.textiles[1] ?? pal.accent;
    out += rect(r.x - 60, top - 6, r.w + 120, 8, pal.metal, 'rx="4"');
    out +=
      curtain(scene, r.x - 70, top, 90, bottom - top, c) +
      curtain(scene, r.x + r.w - 20, top, 90, bottom - top, c);
    out += rrect(r.x - 70, top, r.w + 140, 42, 4, shade(c, -0.08));
  } else if (style === "Scandinavian" || style === "Contemporary") {
    const c = style === "Scandinavian" ? "#fbf8f2" : (pal.textiles[0] ?? "#eee");
    out += rect(r.x - 40, top - 4, r.w + 80, 5, pal.metal, 'rx="2"');
    const side = rng.chance(0.5);
    out += curtain(
      scene,
      side ? r.x - 44 : r.x + r.w - 46,
      top,
      90,
      bottom - top,
      c,
      style === "Scandinavian",
    );
  } else if (style === "Modern" && rng.chance(0.6)) {
    const c = rng.pick([pal.upholstery, "#d9d6cf", pal.accent]);
    out += rect(r.x - 40, top - 4, r.w + 80, 5, pal.metal);
    out += curtain(scene, r.x + r.w - 40, top, 80, bottom - top, c);
  } else if (style === "Smart" || (style === "Minimalist" && rng.chance(0.5))) {
    const drop = r.h * rng.range(0.18, 0.42);
    out += rect(r.x, r.y, r.w, drop, style === "Smart" ? "#2a313b" : "#f1efe9", 'fill-opacity="0.93"');
    out += rect(r.x - 4, r.y + drop - 4, r.w + 8, 6, style === "Smart" ? "#12161b" : "#d8d5cf", 'rx="3"');
    out += rect(r.x - 8, r.y - 14, r.w + 16, 14, style === "Smart" ? "#1c2128" : "#e8e6e1", 'rx="3"');
  }
  return out;
}
