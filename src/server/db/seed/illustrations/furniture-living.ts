/** Living room: sofa, coffee table, rug, TV console, floor lamp, plant. */

import { wallScreen } from "./art.ts";
import { luminance, shade } from "./color.ts";
import { chooseWindow, type RoomParts, wallArt } from "./compose.ts";
import { plant, wallShelf } from "./decor.ts";
import { floorLamp, pendant, tableLamp } from "./lamps.ts";
import { place, tone } from "./parts.ts";
import { rug } from "./rug.ts";
import { armchair, sofa } from "./seating.ts";
import { FLOOR_Y, linear, n, path, rect, rrect, type Scene } from "./svg.ts";
import { cabinet, coffeeTable, sideTable } from "./tables.ts";

function sofaWall(scene: Scene): RoomParts {
  const { rng, pal } = scene;
  const t = pal.traits;
  const winX = rng.range(300, 380);
  const window = chooseWindow(scene, winX, rng.range(260, 340));
  const sofaX = rng.range(780, 860);
  const sofaW = rng.range(400, 460);
  const baseY = FLOOR_Y + rng.range(22, 34);
  const wall = wallArt(scene, sofaX, rng.range(235, 265), sofaW * 0.9, 180);
  let room = rug(scene, sofaX - 20, baseY + 10, 770, rng.range(500, 600));
  if (rng.chance(0.5 + t.decor * 0.4))
    room += place(window.x - 10 < 200 ? 180 : window.x - 60, FLOOR_Y + 44, plant(scene, rng.range(220, 320)));
  const chair = rng.chance(0.35 + t.decor * 0.3);
  const lampSide = chair || rng.chance(0.5) ? 1 : -1;
  room += place(sofaX, baseY, sofa(scene, sofaW));
  const edgeX = sofaX + lampSide * (sofaW * 0.55 + 70);
  if (rng.chance(0.5)) room += place(edgeX, baseY - 6, floorLamp(scene), undefined, lampSide < 0);
  else
    room += place(
      edgeX,
      baseY - 6,
      `${sideTable(scene)}<g transform="translate(0 -112)">${tableLamp(scene)}</g>`,
    );
  if (chair) room += place(sofaX - sofaW * 0.62 - rng.range(100, 130), 700, armchair(scene));
  room += place(sofaX - 10, rng.range(705, 725), coffeeTable(scene, rng.range(200, 260)));
  if (t.edison || (t.decor > 0.6 && rng.chance(0.5)))
    room += pendant(scene, sofaX + rng.range(-120, 120), rng.range(150, 190));
  return { window, wall, room };
}

function sofaBack(scene: Scene, w: number): string {
  const { pal, rng } = scene;
  const up = pal.upholstery;
  const r = Math.min(40, 22 * pal.traits.round);
  const arm = 64;
  let out = rrect(-w / 2, -150, arm, 150, r, tone(scene, shade(up, 0.02), 0.08));
  out += rrect(w / 2 - arm, -150, arm, 150, r, tone(scene, shade(up, -0.1), 0.08));
  out += rrect(-w / 2 + arm - 10, -196, w - arm * 2 + 20, 196, r, tone(scene, shade(up, -0.05), 0.1));
  out += rrect(-w / 2 + arm, -196, w - arm * 2, 14, 7, shade(up, 0.1));
  if (rng.chance(0.6)) {
    const c =
      [...pal.textiles, pal.accent].sort(
        (a, b) => Math.abs(luminance(b) - luminance(up)) - Math.abs(luminance(a) - luminance(up)),
      )[0] ?? pal.accent;
    const x = rng.range(-w * 0.25, w * 0.05);
    out += path(`M${n(x)} -200q60 -10 130 0l-4 120q-60 10 -122 0z`, tone(scene, shade(c, -0.05), 0.08));
    out += path(`M${n(x + 6)} -120q58 8 116 0`, "none", `stroke="${shade(c, 0.2)}" stroke-width="3"`);
  }
  return out;
}

function mediaWall(scene: Scene): RoomParts {
  const { rng, pal, style } = scene;
  const t = pal.traits;
  const cx = rng.range(640, 760);
  const winLeft = cx > 700;
  const window = chooseWindow(scene, winLeft ? 270 : 1040, rng.range(190, 230), false);
  const conW = rng.range(420, 500);
  const conY = FLOOR_Y + 14;
  const tvW = rng.range(290, 340);
  const tvH = tvW * 0.56;
  const tvY = 420 - tvH;
  let wall = "";
  if (
    t.slatWall ||
    style === "Contemporary" ||
    style === "Japanese" ||
    (style === "Modern" && rng.chance(0.5))
  ) {
    const pw = tvW + 180;
    let d = "";
    for (let x = cx - pw / 2 + 8; x < cx + pw / 2; x += 16)
      d += `M${x.toFixed(1)} ${CEILING}V${FLOOR_Y - 12}`;
    wall +=
      rect(cx - pw / 2, CEILING, pw, FLOOR_Y - 12 - CEILING, pal.wood) +
      `<path d="${d}" stroke="${shade(pal.wood, -0.25)}" stroke-width="3"/>`;
  }
  if (style === "Smart") wall += wallScreen(scene, { x: cx - tvW / 2, y: tvY, w: tvW, h: tvH });
  else {
    wall += rrect(cx - tvW / 2 - 5, tvY - 5, tvW + 10, tvH + 10, 4, "#15171a");
    wall += rect(
      cx - tvW / 2,
      tvY,
      tvW,
      tvH,
      linear(
        scene,
        [
          [0, "#2a2f38"],
          [1, "#0c0e12"],
        ],
        0,
        0,
        1,
        1,
      ),
    );
    wall += path(
      `M${cx - tvW / 2} ${tvY + tvH * 0.8}L${cx - tvW * 0.1} ${tvY}H${cx + tvW * 0.05}L${cx - tvW / 2} ${tvY + tvH}Z`,
      "#ffffff",
      'fill-opacity="0.06"',
    );
  }
  if (rng.chance(0.4 + t.decor * 0.5))
    wall += `<g transform="translate(${cx + (winLeft ? tvW / 2 + 40 : -tvW / 2 - 240)} 250)">${wallShelf(scene, 200)}</g>`;
  let room = rug(scene, cx, FLOOR_Y + 60, 790, rng.range(560, 660));
  room += place(cx, conY, cabinet(scene, conW, 90, t.brick ? pal.woodDark : pal.cabinet, 0, 3));
  if (rng.chance(0.5 + t.decor * 0.4))
    room += place(
      winLeft ? cx + conW / 2 + 90 : cx - conW / 2 - 90,
      FLOOR_Y + 30,
      plant(scene, rng.range(230, 320)),
    );
  room += place(winLeft ? 210 : 1080, FLOOR_Y + 90, floorLamp(scene), undefined, !winLeft);
  room += place(winLeft ? 1040 : 300, 700, armchair(scene));
  room += place(cx + rng.range(-40, 40), 725, coffeeTable(scene, 240));
  room += place(cx + rng.range(-60, 60), 948, sofaBack(scene, 460), 1.55);
  return { window, wall, room };
}

const CEILING = 34;

export function drawLiving(scene: Scene): RoomParts {
  return scene.rng.chance(0.62) ? sofaWall(scene) : mediaWall(scene);
}
