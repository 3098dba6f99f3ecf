/** Bathroom: wall tiles, bathtub or glass shower, vanity with basin and mirror, towels, plant. */
import { mirror } from "./art.ts";
import { box, boxShadow, frameAt, pt } from "./box.ts";
import { shade } from "./color.ts";
import type { RoomParts } from "./compose.ts";
import { plant, vase } from "./decor.ts";
import { glow } from "./lamps.ts";
import { depthScale, place, tone } from "./parts.ts";
import {
  CEIL_Y,
  ellipse,
  FLOOR_Y,
  grid,
  linear,
  n,
  path,
  rect,
  rrect,
  type Scene,
  SIDE_X,
  W,
} from "./svg.ts";
import { cabinet } from "./tables.ts";

function wallTiles(scene: Scene, top: number): string {
  const { pal, style, rng } = scene;
  const tile = pal.tile;
  const grout = shade(tile, -0.12);
  const kind =
    style === "Traditional" || style === "Scandinavian" || pal.traits.brick
      ? "subway"
      : style === "Japanese"
        ? "square"
        : rng.pick(["slab", "square", "vertical"] as const);
  const [tw, th] =
    kind === "slab" ? [160, 240] : kind === "vertical" ? [22, 90] : kind === "square" ? [34, 34] : [44, 20];
  const r = { x: SIDE_X, y: top, w: W - SIDE_X, h: FLOOR_Y - top };
  let out =
    rect(r.x, r.y, r.w, r.h, tile) + grid(r, tw, th, kind === "subway", grout, kind === "slab" ? 2 : 1.6);
  out += rect(
    SIDE_X,
    top,
    W - SIDE_X,
    FLOOR_Y - top,
    linear(
      scene,
      [
        [0, "#ffffff", 0.18],
        [1, "#000000", 0.05],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  if (top > CEIL_Y + 20) out += rect(SIDE_X, top - 6, W - SIDE_X, 8, shade(tile, -0.06));
  return out;
}

function bathtub(scene: Scene, cx: number): string {
  const { pal, style } = scene;
  const t = pal.traits;
  const tub = t.shoji ? pal.wood : style === "Industrial" || style === "Smart" ? "#2d3136" : "#fbfaf7";
  const y = FLOOR_Y + 60;
  const w = 340;
  if (t.shoji) {
    // Wooden ofuro tub.
    const f = frameAt(cx, FLOOR_Y + 18, y, 230);
    return (
      boxShadow(f, 0.4, 30) +
      box(f, 0, 130, { top: "#9cc3c9", front: tone(scene, tub, 0.06) }) +
      `<path d="M${n(pt(f.xl, y, 40)[0])} ${n(pt(f.xl, y, 40)[1])}H${n(pt(f.xr, y, 40)[0])}M${n(pt(f.xl, y, 100)[0])} ${n(pt(f.xl, y, 100)[1])}H${n(pt(f.xr, y, 100)[0])}" stroke="${pal.woodDark}" stroke-width="5"/>`
    );
  }
  let body = "";
  body += ellipse(0, -2, w * 0.55, 14, "url(#shadow)", 'fill-opacity="0.45"');
  if (t.legs === "turned")
    for (const x of [-w / 2 + 40, w / 2 - 40])
      body += path(`M${x - 10} -30Q${x - 14} -8 ${x - 20} 0H${x + 6}L${x + 8} -30Z`, "#b8903f");
  const legH = t.legs === "turned" ? 26 : 0;
  body += path(
    `M${-w / 2} ${-140}H${w / 2}Q${w / 2 - 6} ${-legH - 10} ${w / 2 - 60} ${-legH}H${-w / 2 + 60}Q${-w / 2 + 6} ${-legH - 10} ${-w / 2} -140Z`,
    toneWide(scene, tub),
  );
  body += ellipse(0, -140, w / 2, 16, shade(tub, -0.08)) + ellipse(0, -137, w / 2 - 10, 11, "#cfe3ea");
  body += rrect(-w / 2 - 2, -146, w + 4, 10, 5, shade(tub, 0.05));
  // Tap and a draped towel.
  body += path(
    `M${w / 2 - 40} -146V-190Q${w / 2 - 40} -205 ${w / 2 - 60} -205`,
    "none",
    `stroke="${t.wainscot ? "#b8903f" : pal.metal === "#d8d4cc" ? "#9a9a9a" : pal.metal}" stroke-width="6"`,
  );
  const towel = pal.textiles[0] ?? pal.accent;
  body += path(`M${-w / 2 + 40} -150h70v80l-10 6h-60z`, tone(scene, towel, 0.06));
  return place(cx, y, body);
}

function toneWide(scene: Scene, c: string): string {
  return linear(
    scene,
    [
      [0, shade(c, 0.06)],
      [0.5, c],
      [1, shade(c, -0.12)],
    ],
    0,
    0,
    1,
    0,
  );
}

function shower(scene: Scene, x0: number, x1: number): string {
  const { pal } = scene;
  const head = pal.traits.wainscot ? "#b8903f" : pal.metal;
  let out = rect(x0, CEIL_Y + 40, x1 - x0, FLOOR_Y - CEIL_Y - 40, "none");
  const mid = (x0 + x1) / 2;
  out +=
    path(`M${n(mid)} ${CEIL_Y}V120`, "none", `stroke="${head}" stroke-width="5"`) +
    ellipse(mid, 124, 40, 8, head);
  out +=
    path(`M${n(x0 + 40)} 330V230`, "none", `stroke="${head}" stroke-width="4"`) +
    rrect(x0 + 30, 300, 20, 14, 4, head);
  const f = frameAt(mid, FLOOR_Y, depthYFor(), x1 - x0);
  const [gx0, gy0] = pt(f.xl, f.yFront, 420);
  const [gx1, gy1] = pt(f.xr, f.yFront, 0);
  out += rect(
    gx0,
    gy0,
    gx1 - gx0,
    gy1 - gy0,
    linear(
      scene,
      [
        [0, "#dff2f7", 0.32],
        [0.5, "#ffffff", 0.12],
        [1, "#cfe8f0", 0.3],
      ],
      0,
      0,
      1,
      1,
    ),
    `stroke="${shade(head, 0.2)}" stroke-width="4"`,
  );
  out += path(
    `M${n(gx0 + 30)} ${n(gy1 - 40)}L${n(gx0 + 160)} ${n(gy0 + 40)}M${n(gx0 + 60)} ${n(gy1 - 40)}L${n(gx0 + 190)} ${n(gy0 + 40)}`,
    "none",
    'stroke="#ffffff" stroke-width="6" stroke-opacity="0.35"',
  );
  return out;
}

function depthYFor(): number {
  return FLOOR_Y + 70;
}

export function drawBathroom(scene: Scene): RoomParts {
  const { rng, pal, style } = scene;
  const t = pal.traits;
  const tileTop = rng.chance(t.brick ? 0 : 0.5) ? CEIL_Y : rng.range(250, 300);
  const backdrop = wallTiles(scene, tileTop);
  const hasTub = rng.chance(0.6);
  const winW = hasTub ? rng.range(200, 260) : rng.range(140, 160);
  const winX = hasTub ? rng.range(300, 380) : rng.range(545, 560);
  const window = { x: winX, y: 100, w: winW, h: rng.range(110, 150) };
  const vanityX = rng.range(820, 900);
  const vanityW = rng.range(230, 280);
  let wall = "";
  const round = t.curved || (style !== "Industrial" && rng.chance(0.3));
  const mh = round ? 170 : 190;
  const mw = round ? 170 : Math.min(vanityW - 30, 220);
  wall += mirror(
    scene,
    { x: vanityX - mw / 2, y: FLOOR_Y - 200 - mh - 30 * depthScale(FLOOR_Y + 30), w: mw, h: mh },
    round,
  );
  if (t.led) wall += glow(scene, vanityX, FLOOR_Y - 300, 180, 0.5);
  for (const side of [-1, 1]) {
    const sx = vanityX + side * (mw / 2 + 36);
    wall +=
      glow(scene, sx, 250, 60, 0.6) +
      rrect(sx - 7, 222, 14, 40, 7, t.brick ? "#ffd98a" : "#fff7e6") +
      rect(sx - 3, 262, 6, 10, pal.metal);
  }
  // Towel rail with towels.
  const railX = vanityX + (vanityW / 2 + 70) * (rng.chance(0.5) ? 1 : -1);
  if (railX < W - 60) {
    wall += rect(railX - 50, 300, 100, 5, pal.metal, 'rx="2"');
    const c = pal.textiles[rng.int(0, 1)] ?? pal.accent;
    wall +=
      rrect(railX - 40, 300, 40, 110, 3, tone(scene, c, 0.05)) +
      rrect(railX + 4, 300, 36, 90, 3, tone(scene, shade(c, 0.3), 0.05)) +
      rect(railX - 40, 390, 40, 6, shade(c, -0.2));
  }
  let room = "";
  if (hasTub) room += bathtub(scene, rng.range(360, 440));
  else room += shower(scene, SIDE_X + 40, SIDE_X + 330);
  const basin = t.brick ? "#f2f2ef" : t.shoji ? "#f2eee6" : "#fbfbfa";
  let top = `<g transform="translate(0 -170)">${ellipse(0, -12, 56, 18, tone(scene, basin, 0.08))}${ellipse(0, -24, 48, 7, shade(basin, -0.12))}`;
  top += path(
    "M40 -34V-70Q40 -82 26 -82",
    "none",
    `stroke="${t.wainscot ? "#b8903f" : pal.metal === "#d8d4cc" ? "#8a8a8a" : pal.metal}" stroke-width="5"`,
  );
  top += `<g transform="translate(${n(-vanityW / 2 + 30)} 0)">${vase(scene, 34)}</g>`;
  if (rng.chance(0.4 + t.decor * 0.5))
    top += `<g transform="translate(${n(vanityW / 2 - 34)} 0) scale(0.45)">${plant(scene, 180, t.shoji ? "bonsai" : "snake")}</g>`;
  top += "</g>";
  room += place(
    vanityX,
    FLOOR_Y + 30,
    cabinet(scene, vanityW, 170, t.brick ? pal.woodDark : pal.cabinet, rng.chance(0.5) ? 2 : 0, 2) + top,
  );
  if (rng.chance(0.5 + t.decor * 0.3)) {
    const px = hasTub ? SIDE_X + 60 : rng.range(560, 620);
    room += place(px, FLOOR_Y + (hasTub ? 70 : 110), plant(scene, rng.range(200, 260)));
  }
  // Bath mat.
  const my = 740;
  room += ellipse(rng.range(520, 700), my, 150, 26, pal.textiles[1] ?? pal.rug, 'fill-opacity="0.9"');
  return { window, wall, room, backdrop, bareWindow: style !== "Smart" };
}
