/** Kitchen: base and wall cabinets, counter, hob, hood, sink under the window, island with stools. */
import { box, boxShadow, frameAt, pt } from "./box.ts";
import { shade } from "./color.ts";
import type { RoomParts } from "./compose.ts";
import { plant, vase } from "./decor.ts";
import { depthY } from "./floor.ts";
import { BASE_H, backsplash, baseRun, hob, hood, TOP_H, wallCabinets } from "./kitchen-parts.ts";
import { pendant } from "./lamps.ts";
import { depthScale, place, tone } from "./parts.ts";
import { stool } from "./seating.ts";
import { ellipse, FLOOR_Y, n, path, rect, rrect, type Scene, SIDE_X, W } from "./svg.ts";

export function drawKitchen(scene: Scene): RoomParts {
  const { rng, pal } = scene;
  const t = pal.traits;
  const frontY = depthY(120);
  const x0 = rng.chance(0.5) ? SIDE_X + 4 : rng.range(200, 280);
  const x1 = W + 20;
  const sinkX = rng.range(420, 560);
  const hobX = rng.range(780, 900);
  const winW = rng.range(190, 240);
  const window = { x: sinkX - winW / 2, y: rng.range(120, 150), w: winW, h: 0 };
  window.h = FLOOR_Y - 230 - window.y;
  const cab = pal.cabinet;
  const top = FLOOR_Y - 470;
  const bottom = FLOOR_Y - 300;
  let wall = backsplash(scene, x0, x1, bottom, FLOOR_Y - TOP_H + 2);
  if (rng.chance(t.brick ? 0.2 : 0.7)) {
    wall += wallCabinets(scene, x0, window.x - 30, top, bottom, cab);
    wall += wallCabinets(scene, window.x + window.w + 30, hobX - 110, top, bottom, cab);
    wall += wallCabinets(scene, hobX + 110, x1, top, bottom, cab);
  } else {
    // Open shelves instead of wall cabinets.
    for (const [a, b] of [
      [window.x + window.w + 40, hobX - 120],
      [hobX + 120, Math.min(x1, hobX + 360)],
    ] as const) {
      if (b - a < 60) continue;
      wall += rect(a, bottom - 40, b - a, 8, pal.traits.brick ? pal.woodDark : pal.wood);
      for (let x = a + 14; x < b - 30; x += rng.range(34, 52))
        wall += `<g transform="translate(${n(x)} ${n(bottom - 40)})">${vase(scene, rng.range(22, 40), rng.pick(["#f1ede4", pal.pot, pal.accent]))}</g>`;
    }
  }
  wall += hood(scene, hobX);
  const f = { xl: x0, xr: x1, yBack: FLOOR_Y, yFront: frontY };
  let room = baseRun(scene, f, cab, pal.counter);
  room += hob(scene, hobX, f);
  // Sink and tap.
  const sy = (f.yBack + f.yFront) / 2;
  const [sx, syy] = pt(sinkX, sy, TOP_H);
  room +=
    ellipse(sx, syy, 56, 9, shade(pal.counter, -0.3)) +
    path(
      `M${n(sx + 30)} ${n(syy - 4)}V${n(syy - 60)}Q${n(sx + 30)} ${n(syy - 76)} ${n(sx + 14)} ${n(syy - 74)}V${n(syy - 62)}`,
      "none",
      `stroke="${pal.metal}" stroke-width="5"`,
    );
  // Counter styling.
  const [px, py] = pt(hobX + rng.range(150, 220), sy, TOP_H);
  room += `<g transform="translate(${n(px)} ${n(py)}) scale(0.8)">${plant(scene, 90, "snake")}</g>`;
  const [kx, ky] = pt(x0 + rng.range(60, 120), sy, TOP_H);
  room +=
    rrect(kx - 40, ky - 64, 46, 62, 4, tone(scene, pal.wood)) +
    `<g transform="translate(${n(kx + 20)} ${n(ky)})">${vase(scene, 40)}</g>`;
  // Island with stools.
  const iy0 = rng.range(650, 670);
  const iy1 = iy0 + rng.range(55, 70);
  const isl = frameAt(rng.range(560, 720), iy0, iy1, rng.range(300, 380));
  const islandC = rng.chance(0.5)
    ? cab
    : pal.traits.brick
      ? pal.woodDark
      : shade(cab, rng.chance(0.5) ? -0.2 : 0.1);
  room += boxShadow(isl, 0.45, 30);
  room += box(isl, 0, BASE_H, {
    top: pal.counter,
    front: tone(scene, islandC, 0.05),
    side: shade(islandC, -0.15),
  });
  room += box(
    { ...isl, xl: isl.xl - 10, xr: isl.xr + 10, yBack: isl.yBack - 4, yFront: isl.yFront + 6 },
    BASE_H,
    TOP_H,
    { top: shade(pal.counter, 0.08), front: shade(pal.counter, -0.1) },
  );
  const [bx, by] = pt(isl.xl + (isl.xr - isl.xl) * rng.range(0.55, 0.75), (iy0 + iy1) / 2, TOP_H);
  const s = depthScale(iy1);
  room +=
    ellipse(bx, by - 6 * s, 34 * s, 10 * s, tone(scene, pal.pot)) +
    ellipse(bx - 10 * s, by - 14 * s, 9 * s, 8 * s, "#e2a33a") +
    ellipse(bx + 8 * s, by - 15 * s, 9 * s, 8 * s, "#c8553d") +
    ellipse(bx, by - 20 * s, 8 * s, 7 * s, "#8bb04a");
  const count = rng.int(2, 3);
  const lx = pt(isl.xl, iy1, 0)[0];
  const rx = pt(isl.xr, iy1, 0)[0];
  for (let i = 0; i < count; i++)
    room += place(lx + ((rx - lx) * (i + 0.5)) / count, iy1 + 34, stool(scene, 140));
  for (let i = 0; i < count; i++)
    room += pendant(scene, lx + ((rx - lx) * (i + 0.5)) / count, rng.range(175, 205), 0.85);
  return { window, wall, room, bareWindow: true };
}
