/** Study: desk with monitor and lamp, office chair, bookcase and shelves, plant, rug. */
import { shade } from "./color.ts";
import { chooseWindow, type RoomParts, wallArt } from "./compose.ts";
import { books, plant, vase, wallShelf } from "./decor.ts";
import { floorLamp, glow, tableLamp } from "./lamps.ts";
import { depthScale, foot, place, tone } from "./parts.ts";
import { rug } from "./rug.ts";
import { floorCushion, officeChair } from "./seating.ts";
import { FLOOR_Y, linear, n, rect, rrect, type Scene } from "./svg.ts";
import { desk } from "./tables.ts";

function monitor(scene: Scene, w: number): string {
  const { pal, rng } = scene;
  const h = w * 0.58;
  const a = pal.accent;
  let out = rect(-4, -40, 8, 40, pal.metal) + rrect(-30, -4, 60, 6, 3, pal.metal);
  out += rrect(-w / 2, -40 - h, w, h, 5, "#16181c");
  out += rect(
    -w / 2 + 5,
    -35 - h,
    w - 10,
    h - 10,
    linear(
      scene,
      [
        [0, shade(pal.wall === "#1f2b44" ? "#2a3d63" : a, -0.25)],
        [1, "#1a2233"],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  // Abstract windows on the screen (no text).
  out += rrect(-w / 2 + 14, -26 - h, w * 0.45, h * 0.55, 3, "#ffffff", 'fill-opacity="0.16"');
  out += rrect(
    -w / 2 + 14 + w * 0.5,
    -26 - h,
    w * 0.35,
    h * 0.3,
    3,
    a,
    `fill-opacity="${rng.range(0.35, 0.6).toFixed(2)}"`,
  );
  out += rrect(
    -w / 2 + 14 + w * 0.5,
    -20 - h + h * 0.36,
    w * 0.35,
    h * 0.22,
    3,
    "#ffffff",
    'fill-opacity="0.12"',
  );
  return out;
}

function bookcase(scene: Scene, w: number, h: number): string {
  const { pal, rng } = scene;
  const c = pal.traits.brick
    ? pal.metal
    : pal.traits.screens
      ? "#2b323c"
      : pal.traits.shoji
        ? pal.wood
        : rng.chance(0.5)
          ? pal.wood
          : pal.cabinet;
  let out = foot(w, 0.4) + rect(-w / 2, -h, w, h, tone(scene, c, 0.05));
  const shelves = Math.max(3, Math.round(h / 85));
  const sh = (h - 16) / shelves;
  out += rect(-w / 2 + 8, -h + 8, w - 16, h - 16, shade(c, -0.25));
  for (let i = 0; i < shelves; i++) {
    const y = -8 - i * sh;
    out += rect(-w / 2 + 6, y - 6, w - 12, 6, c);
    const fill = rng.range(0.45, 0.95);
    out += `<g transform="translate(${n(-w / 2 + 12)} ${n(y - 6)})">${books(scene, (w - 24) * fill, sh * 0.72)}</g>`;
    if (fill < 0.75)
      out += `<g transform="translate(${n(w / 2 - 26)} ${n(y - 6)})">${vase(scene, sh * 0.5)}</g>`;
  }
  return out;
}

export function drawStudy(scene: Scene): RoomParts {
  const { rng, pal, style } = scene;
  const t = pal.traits;
  const low = t.lowFurniture;
  const deskX = rng.range(600, 720);
  const deskW = low ? 300 : rng.range(300, 360);
  const deskY = FLOOR_Y + 22;
  const underWindow = rng.chance(0.4);
  const window = underWindow
    ? chooseWindow(scene, deskX, deskW * 0.9, false)
    : chooseWindow(scene, rng.range(250, 300), rng.range(200, 240), false);
  let wall = "";
  if (!underWindow) {
    if (rng.chance(0.55))
      wall += `<g transform="translate(${n(deskX - 150)} ${rng.range(250, 270).toFixed(1)})">${wallShelf(scene, 300)}</g>`;
    else wall += wallArt(scene, deskX, 220, deskW, 130);
  }
  if (t.led)
    wall +=
      rect(deskX - deskW / 2, FLOOR_Y - 380, deskW, 4, pal.accent) +
      glow(scene, deskX, FLOOR_Y - 340, 200, 0.35);
  let room = rug(scene, deskX, 650, 790, rng.range(420, 520));
  const caseX = underWindow ? (rng.chance(0.5) ? 260 : 1060) : rng.range(1010, 1060);
  room += place(
    caseX,
    FLOOR_Y + 10,
    bookcase(scene, low ? 170 : rng.range(170, 210), low ? 220 : rng.range(380, 440)),
  );
  // Desk with its kit.
  const topY = low ? -80 : -150;
  let kit = `<g transform="translate(${n(-deskW * 0.12)} ${topY})">${monitor(scene, t.screens ? 120 : 140)}</g>`;
  if (t.screens) kit += `<g transform="translate(${n(deskW * 0.16)} ${topY})">${monitor(scene, 110)}</g>`;
  else kit += `<g transform="translate(${n(deskW * 0.36)} ${topY})">${tableLamp(scene)}</g>`;
  kit += `<g transform="translate(${n(-deskW * 0.47)} ${topY})">${books(scene, 40, 34)}</g>`;
  kit += `<g transform="translate(${n(deskW * (t.screens ? 0.42 : 0.14))} ${topY}) scale(0.35)">${plant(scene, 200, t.shoji ? "bonsai" : "snake")}</g>`;
  kit += rrect(-deskW * 0.12 - 45, topY - 6, 90, 6, 3, shade(pal.metal, 0.25));
  room += place(deskX, deskY, desk(scene, deskW) + kit);
  if (rng.chance(0.4 + t.decor * 0.4)) {
    const side = caseX > deskX ? -1 : 1;
    const px = deskX + side * (deskW * 0.8 + 60);
    room +=
      rng.chance(0.5) || style === "Japanese"
        ? place(px, FLOOR_Y + 40, plant(scene, rng.range(220, 300)))
        : place(px, FLOOR_Y + 40, floorLamp(scene));
  }
  const chairY = deskY + (low ? 110 : 120);
  room += place(
    deskX + (t.screens ? 0 : deskW * 0.3) + rng.range(-15, 15),
    chairY,
    low ? floorCushion(scene, pal.textiles[0] ?? pal.upholstery) : officeChair(scene),
    depthScale(chairY) * 0.92,
  );
  return { window, wall, room };
}
