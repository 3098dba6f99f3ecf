/** Bedroom: bed with pillows and duvet, nightstands with lamps, wardrobe, rug, plant. */

import { box, boxShadow, frameAt, pt, slab } from "./box.ts";
import { shade } from "./color.ts";
import { chooseWindow, type RoomParts, wallArt } from "./compose.ts";
import { plant } from "./decor.ts";
import { pendant, tableLamp } from "./lamps.ts";
import { depthScale, place, tilted, tone } from "./parts.ts";
import { rug } from "./rug.ts";
import { FLOOR_Y, n, path, poly, rrect, type Scene } from "./svg.ts";
import { cabinet, wardrobe } from "./tables.ts";

function headboard(scene: Scene, w: number): string {
  const { pal, style } = scene;
  const t = pal.traits;
  const c = t.brick
    ? pal.metal
    : t.shoji || style === "Scandinavian"
      ? pal.wood
      : t.screens
        ? pal.upholstery
        : shade(pal.upholstery, -0.05);
  if (t.shoji) return rrect(-w / 2 - 20, -120, w + 40, 120, 3, tone(scene, c));
  if (t.curved) return path(`M${-w / 2} 0V-150A${w / 2} 110 0 0 1 ${w / 2} -150V0Z`, tone(scene, c));
  if (t.brick) {
    let d = `M${-w / 2} 0V-200H${w / 2}V0`;
    for (let x = -w / 2 + 40; x < w / 2; x += 40) d += `M${x} -200V-60`;
    return `<path d="${d}M${-w / 2} -60H${w / 2}" stroke="${c}" stroke-width="7" fill="none"/>`;
  }
  if (t.wainscot) {
    return `${path(`M${-w / 2} 0V-210Q0 -270 ${w / 2} -210V0Z`, tone(scene, c))}${path(`M${-w / 2 + 18} -70V-196Q0 -246 ${w / 2 - 18} -196V-70Z`, "none", `stroke="${shade(c, -0.2)}" stroke-width="3"`)}`;
  }
  let out = rrect(-w / 2, -220, w, 220, 10 * t.round, tone(scene, c));
  if (t.screens || style === "Modern") {
    for (let x = -w / 2 + w / 4; x < w / 2 - 1; x += w / 4)
      out += path(`M${n(x)} -214V-10`, "none", `stroke="${shade(c, -0.18)}" stroke-width="3"`);
  }
  if (t.led) out += rrect(-w / 2 - 8, -226, w + 16, 6, 3, pal.accent, 'fill-opacity="0.9"');
  return out;
}

function bed(scene: Scene, cx: number): string {
  const { pal, rng } = scene;
  const t = pal.traits;
  const w = t.lowFurniture ? 360 : rng.range(320, 360);
  const yBack = FLOOR_Y + 8;
  const yFront = rng.range(735, 760);
  const f = frameAt(cx, yBack, yFront, w);
  const baseH = t.lowFurniture ? 28 : t.legs === "hidden" ? 50 : 40;
  const mattH = t.lowFurniture ? 70 : 105;
  const frame = t.brick
    ? pal.metal
    : t.legs === "hidden" || t.curved
      ? shade(pal.upholstery, -0.1)
      : pal.wood;
  const duvet = rng.pick([pal.textiles[2] ?? "#f4f1ea", "#f6f3ee", pal.textiles[0] ?? "#f4f1ea"]);
  const sheet = "#f7f5f0";
  let out = boxShadow(f, 0.45, 40);
  out += place(cx, yBack, headboard(scene, w + (t.lowFurniture ? 60 : 20)), depthScale(yBack));
  // Frame / platform.
  const wide = t.lowFurniture ? { ...f, xl: f.xl - 22, xr: f.xr + 22 } : f;
  out += box(wide, t.legs === "hidden" || t.lowFurniture ? 0 : 10, baseH, {
    top: shade(frame, 0.1),
    front: tone(scene, frame),
    side: shade(frame, -0.2),
  });
  // Mattress + duvet.
  const m = { ...f, xl: f.xl + 6, xr: f.xr - 6 };
  out += box(m, baseH, mattH, { top: sheet, front: shade(sheet, -0.06) });
  // Pillows near the headboard.
  const py = yBack + 16;
  const s = depthScale(py);
  const pw = (m.xr - m.xl) / 2 - 14;
  const [lx, ly] = pt(m.xl + 8, py, mattH);
  for (let i = 0; i < 2; i++) {
    const x = lx + (i * (pw + 12) + pw / 2) * s;
    out += tilted(x, ly - 20 * s, pw * s, 50 * s, 18 * s, 0, tone(scene, "#fbfaf7", 0.05));
  }
  if (t.decor > 0.3) {
    const c = pal.textiles[1] ?? pal.accent;
    out += tilted(lx + pw * 0.9 * s, ly - 16 * s, 66 * s, 52 * s, 14 * s, -6, tone(scene, c, 0.06));
    if (t.decor > 0.6)
      out += tilted(
        lx + (pw * 1.35 + 20) * s,
        ly - 16 * s,
        60 * s,
        48 * s,
        14 * s,
        7,
        tone(scene, pal.textiles[3] ?? c, 0.06),
      );
  }
  // Duvet covering the front two thirds, with a folded band.
  const dBack = yBack + (yFront - yBack) * 0.32;
  const d = { ...m, xl: m.xl - 4, xr: m.xr + 4, yBack: dBack };
  out += box(d, baseH - 8, mattH + 6, { top: tone(scene, duvet, 0.04), front: shade(duvet, -0.08) });
  out += poly(slab({ ...d, yFront: dBack + 16 }, mattH + 7), shade(duvet, 0.12));
  if (rng.chance(0.4 + t.decor * 0.5)) {
    const tb = yBack + (yFront - yBack) * 0.7;
    const throwC = pal.textiles[0] ?? pal.accent;
    out += box(
      { ...d, yBack: tb, yFront: Math.min(yFront, tb + (yFront - yBack) * 0.2) },
      baseH - 10,
      mattH + 8,
      { top: throwC, front: shade(throwC, -0.1) },
    );
  }
  return out;
}

export function drawBedroom(scene: Scene): RoomParts {
  const { rng, pal, style } = scene;
  const t = pal.traits;
  const hasWardrobe = rng.chance(0.55);
  const cx = hasWardrobe ? rng.range(520, 600) : rng.range(560, 700);
  const window = hasWardrobe
    ? chooseWindow(scene, rng.range(230, 260), rng.range(170, 210), false)
    : chooseWindow(scene, rng.range(990, 1040), rng.range(220, 280));
  const stand = t.lowFurniture ? 50 : 105;
  const gap = (t.lowFurniture ? 250 : 230) * depthScale(FLOOR_Y + 20);
  let wall = "";
  if (!hasWardrobe || rng.chance(0.85)) wall += wallArt(scene, cx, t.lowFurniture ? 290 : 230, 320, 130);
  let room = rug(scene, cx, 680, 792, rng.range(520, 600));
  if (hasWardrobe)
    room += place(rng.range(1060, 1080), FLOOR_Y + 6, wardrobe(scene, rng.range(190, 210), 430));
  for (const side of [-1, 1]) {
    if (t.decor < 0.2 && side > 0) continue;
    const x = cx + side * gap;
    const piece = cabinet(
      scene,
      t.lowFurniture ? 70 : 84,
      stand,
      t.brick ? pal.woodDark : pal.wood,
      t.lowFurniture ? 0 : 2,
      1,
    );
    const lamp =
      style === "Japanese" || style === "Contemporary" || style === "Industrial"
        ? ""
        : `<g transform="translate(0 ${-stand})">${tableLamp(scene)}</g>`;
    room += place(x, FLOOR_Y + 20, piece + lamp);
    if (!lamp) room += pendant(scene, x, rng.range(300, 340), 0.8);
  }
  if (t.lowFurniture && !hasWardrobe) room += place(cx + 400, FLOOR_Y + 40, plant(scene, 180, "bonsai"));
  else if (rng.chance(0.3 + t.decor * 0.5))
    room += place(
      hasWardrobe ? cx + gap + 120 : cx - gap - 120,
      FLOOR_Y + 40,
      plant(scene, rng.range(200, 290)),
    );
  room += bed(scene, cx);
  return { window, wall, room };
}
