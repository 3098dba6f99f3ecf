/** Dining room: table with chairs (or low table with floor cushions), pendant, sideboard, art. */

import { box, boxLegs, boxShadow, frameAt, pt } from "./box.ts";
import { shade } from "./color.ts";
import { chooseWindow, type RoomParts, wallArt } from "./compose.ts";
import { plant, vase } from "./decor.ts";
import { glow, pendant, tableLamp } from "./lamps.ts";
import { depthScale, place, tone } from "./parts.ts";
import { rug } from "./rug.ts";
import { chair, floorCushion } from "./seating.ts";
import { ellipse, FLOOR_Y, n, path, rect, type Scene } from "./svg.ts";
import { cabinet } from "./tables.ts";

function centrepiece(scene: Scene, x: number, y: number, s: number): string {
  const { rng, pal } = scene;
  const kind = rng.int(0, 2);
  if (kind === 0)
    return `<g transform="translate(${n(x)} ${n(y)}) scale(${s.toFixed(3)})">${vase(scene, rng.range(50, 70))}</g>`;
  if (kind === 1) {
    let out = ellipse(x, y - 6 * s, 40 * s, 11 * s, tone(scene, pal.pot));
    for (const [dx, c] of [
      [-14, "#e2a33a"],
      [10, "#c8553d"],
      [-2, "#8bb04a"],
    ] as const)
      out += ellipse(x + dx * s, y - 16 * s, 10 * s, 9 * s, c);
    return out;
  }
  let out = "";
  for (const dx of [-22, 0, 22]) {
    const h = rng.range(34, 52) * s;
    out +=
      rect(x + dx * s - 4 * s, y - h, 8 * s, h, "#f4ead2") +
      glow(scene, x + dx * s, y - h - 6 * s, 30 * s, 0.7) +
      ellipse(x + dx * s, y - h - 5 * s, 3 * s, 5 * s, "#ffcf70");
  }
  return out;
}

export function drawDining(scene: Scene): RoomParts {
  const { rng, pal, style } = scene;
  const t = pal.traits;
  const cx = rng.range(620, 720);
  const winLeft = rng.chance(0.5);
  const window = chooseWindow(
    scene,
    winLeft ? rng.range(260, 320) : rng.range(980, 1040),
    rng.range(220, 280),
  );
  const sideX = winLeft ? rng.range(950, 1010) : rng.range(300, 360);
  const sideW = rng.range(230, 280);
  const wall = wallArt(scene, sideX, 250, sideW, 150);
  let room = "";
  const low = t.lowFurniture;
  const tableH = low ? 60 : 150;
  const yBack = rng.range(650, 665);
  const yFront = yBack + (low ? 70 : 80);
  const round = !low && rng.chance(t.curved ? 0.85 : 0.25);
  const bench =
    !low && !round && rng.chance(t.brick || style === "Scandinavian" || style === "Modern" ? 0.5 : 0.15);
  const f = frameAt(cx, yBack, yFront, round ? rng.range(250, 280) : rng.range(340, 400));
  if (t.decor > 0.5 && !low) room += rug(scene, cx, yBack - 40, Math.min(795, yFront + 60), 640);
  // Sideboard with styling.
  const sb = cabinet(
    scene,
    sideW,
    low ? 70 : 120,
    t.brick ? pal.woodDark : pal.cabinet === pal.wall ? pal.wood : pal.cabinet,
    0,
    3,
  );
  const sbTop = low ? 70 : 120;
  let styling = `<g transform="translate(${n(-sideW * 0.3)} ${-sbTop})">${vase(scene, 60)}</g>`;
  if (!low && rng.chance(0.6))
    styling += `<g transform="translate(${n(sideW * 0.28)} ${-sbTop})">${tableLamp(scene)}</g>`;
  else
    styling += `<g transform="translate(${n(sideW * 0.25)} ${-sbTop}) scale(0.5)">${plant(scene, 200, low ? "bonsai" : undefined)}</g>`;
  room += place(sideX, FLOOR_Y + 12, sb + styling);
  if (rng.chance(0.4 + t.decor * 0.4))
    room += place(
      winLeft ? window.x + window.w + 60 : window.x - 60,
      FLOOR_Y + 26,
      plant(scene, rng.range(200, 260)),
    );
  // Seats behind the table.
  const seats = round ? 2 : rng.int(2, 3);
  const span = (f.xr - f.xl) * 0.8;
  const seatXs: number[] = [];
  for (let i = 0; i < seats; i++) seatXs.push(f.xl + (f.xr - f.xl) * 0.1 + (span * (i + 0.5)) / seats);
  for (const x of seatXs) {
    const y = yBack - 8;
    room += place(
      pt(x, y, 0)[0],
      y,
      low ? floorCushion(scene, pal.textiles[0] ?? pal.upholstery) : chair(scene),
    );
  }
  // The table.
  const c = t.screens ? "#eceff3" : pal.wood;
  room += boxShadow(f, 0.45, 36);
  if (round || (t.curved && !low)) {
    const [bx, by] = pt((f.xl + f.xr) / 2, yFront - 10, 0);
    const s = depthScale(yFront);
    room += path(
      `M${n(bx - 40 * s)} ${n(by)}Q${n(bx)} ${n(by - 60 * s)} ${n(bx - 16 * s)} ${n(by - tableH * s)}H${n(bx + 16 * s)}Q${n(bx)} ${n(by - 60 * s)} ${n(bx + 40 * s)} ${n(by)}Z`,
      tone(scene, shade(c, -0.15)),
    );
  } else if (low || t.legs === "hidden") {
    room += box(
      low
        ? { ...f, xl: f.xl + 30, xr: f.xr - 30, yBack: f.yBack + 10, yFront: f.yFront - 10 }
        : {
            ...f,
            xl: f.xl + (f.xr - f.xl) * 0.3,
            xr: f.xr - (f.xr - f.xl) * 0.3,
            yBack: f.yBack + 18,
            yFront: f.yFront - 18,
          },
      0,
      tableH - 10,
      { top: c, front: shade(c, -0.2) },
    );
  } else {
    room += boxLegs(
      f,
      tableH - 8,
      t.legs === "metal" ? pal.metal : shade(pal.wood, -0.15),
      t.legs === "turned" ? 12 : 8,
      22,
    );
  }
  if (round) {
    const mid = (yBack + yFront) / 2;
    const [ex, ey] = pt((f.xl + f.xr) / 2, mid, tableH);
    const rx = (pt(f.xr, mid, 0)[0] - pt(f.xl, mid, 0)[0]) / 2;
    const ry = (yFront - yBack) * 0.62;
    room +=
      ellipse(ex, ey + 9, rx, ry, shade(c, -0.18)) +
      ellipse(ex, ey, rx, ry, tone(scene, shade(c, 0.08), 0.04));
  } else
    room += box(f, tableH - 10, tableH, { top: tone(scene, shade(c, 0.08), 0.03), front: shade(c, -0.12) });
  const [mx, my] = pt((f.xl + f.xr) / 2 + rng.range(-40, 40), (yBack + yFront) / 2, tableH);
  room += centrepiece(scene, mx, my, depthScale(yFront));
  // Seats at the ends (chairs) or in front (floor cushions).
  if (low) {
    for (const x of seatXs)
      room += place(
        pt(x, yFront + 30, 0)[0],
        yFront + 30,
        floorCushion(scene, pal.textiles[1] ?? pal.upholstery),
      );
  } else if (bench) {
    const b = { xl: f.xl + 20, xr: f.xr - 20, yBack: yFront + 26, yFront: yFront + 62 };
    const bc = t.brick ? pal.woodDark : pal.wood;
    room += boxShadow(b, 0.4, 20) + boxLegs(b, 84, t.legs === "metal" ? pal.metal : shade(bc, -0.2), 8, 16);
    room += box(b, 84, 96, { top: shade(bc, 0.08), front: shade(bc, -0.12) });
    if (rng.chance(0.6)) {
      const cc = pal.textiles[0] ?? pal.accent;
      const [qx, qy] = pt(b.xl + 40, b.yFront - 10, 96);
      const s = depthScale(b.yFront);
      room += ellipse(qx + 50 * s, qy - 2, 54 * s, 12 * s, shade(cc, -0.05));
    }
  } else {
    const y = yFront + 12;
    for (const x of [f.xl - 38, f.xr + 38])
      room += place(pt(x, y, 0)[0], y, chair(scene, shade(pal.wood, -0.06)), undefined, x > f.xr);
  }
  // Lighting above the table.
  const [lx] = pt((f.xl + f.xr) / 2, yBack, 0);
  if (t.edison || (t.decor > 0.4 && rng.chance(0.5))) {
    for (const dx of [-110, 0, 110]) room += pendant(scene, lx + dx, rng.range(170, 230), 0.8);
  } else room += pendant(scene, lx, rng.range(200, 240), 1.25);
  return { window, wall, room };
}
