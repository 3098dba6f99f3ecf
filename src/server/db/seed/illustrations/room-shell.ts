/** Walls, ceiling, perspective floor, skirting and global lighting overlays. */
import { mix, shade } from "./color.ts";
import { drawFloor, SIDE_CEIL_Y, SIDE_FLOOR_Y } from "./floor.ts";
import { CEIL_Y, define, FLOOR_Y, grid, H, line, linear, poly, rect, type Scene, SIDE_X, W } from "./svg.ts";

function brickWall(scene: Scene): string {
  const { pal, rng } = scene;
  const b = pal.wall;
  let out = rect(SIDE_X, CEIL_Y, W - SIDE_X, FLOOR_Y - CEIL_Y, b);
  out += grid({ x: SIDE_X, y: CEIL_Y, w: W - SIDE_X, h: FLOOR_Y - CEIL_Y }, 64, 13, true, pal.mortar, 2.2);
  let odd = "";
  for (let i = 0; i < 34; i++) {
    const row = rng.int(0, 41);
    const col = rng.int(0, 15);
    const x = SIDE_X + col * 64 + (row % 2 ? 32 : 0) + 1.1;
    const tone = rng.chance(0.5) ? shade(b, -rng.range(0.1, 0.22)) : shade(b, rng.range(0.08, 0.18));
    if (x < W - 62) odd += rect(x, CEIL_Y + row * 13 + 1.1, 61.8, 10.8, tone);
  }
  out += odd;
  return out;
}

function wainscot(scene: Scene): string {
  const { pal } = scene;
  const top = FLOOR_Y - 200;
  const panel = mix(pal.wall, "#ffffff", 0.55);
  const edge = shade(panel, -0.12);
  let out = rect(SIDE_X, top, W - SIDE_X, FLOOR_Y - top, panel);
  out += rect(SIDE_X, top - 8, W - SIDE_X, 10, shade(panel, 0.3));
  out += line(SIDE_X, top + 3, W, top + 3, edge, 2);
  const count = 7;
  const span = (W - SIDE_X - 40) / count;
  for (let i = 0; i < count; i++) {
    const x = SIDE_X + 26 + i * span;
    out += rect(
      x,
      top + 30,
      span - 22,
      FLOOR_Y - top - 66,
      "none",
      `stroke="${edge}" stroke-width="3" rx="2"`,
    );
  }
  return out;
}

function japaneseFrame(scene: Scene): string {
  const { pal } = scene;
  const post = pal.trim;
  let out = rect(SIDE_X, CEIL_Y, 16, FLOOR_Y - CEIL_Y, post);
  out += rect(W - 16, CEIL_Y, 16, FLOOR_Y - CEIL_Y, post);
  out += rect(SIDE_X, 118, W - SIDE_X, 14, post);
  out += rect(SIDE_X, CEIL_Y, W - SIDE_X, 84, shade(pal.wall, 0.2));
  return out;
}

function panelSeams(scene: Scene): string {
  const c = shade(scene.pal.wall, -0.06);
  let d = "";
  for (let x = SIDE_X + 180; x < W; x += 180) d += `M${x} ${CEIL_Y}V${FLOOR_Y}`;
  return `<path d="${d}" stroke="${c}" stroke-width="2" fill="none"/>`;
}

/** Back wall, side wall, ceiling, floor and skirting. */
export function drawShell(scene: Scene): string {
  const { pal } = scene;
  const t = pal.traits;
  const floorPoly: [number, number][] = [
    [SIDE_X, FLOOR_Y],
    [W, FLOOR_Y],
    [W, H],
    [0, H],
    [0, SIDE_FLOOR_Y],
  ];
  const clip = define(scene, "cp", `<clipPath id="$ID">${poly(floorPoly, "#000")}</clipPath>`);
  let out = rect(0, 0, W, H, t.brick ? "#6f7275" : pal.ceiling);
  // Back wall.
  if (t.brick) out += brickWall(scene);
  else out += rect(SIDE_X, CEIL_Y, W - SIDE_X, FLOOR_Y - CEIL_Y, pal.wall);
  if (t.wainscot) out += wainscot(scene);
  if (t.shoji) out += japaneseFrame(scene);
  if (t.screens && !t.brick) out += panelSeams(scene);
  // Soft light falloff across the back wall.
  out += rect(
    SIDE_X,
    CEIL_Y,
    W - SIDE_X,
    FLOOR_Y - CEIL_Y,
    linear(
      scene,
      [
        [0, "#ffffff", 0.16],
        [0.55, "#ffffff", 0],
        [1, "#000000", 0.08],
      ],
      0,
      0,
      1,
      0.3,
    ),
  );
  // Side wall.
  const side = t.brick ? shade(pal.wall, -0.18) : pal.sideWall;
  out += poly(
    [
      [0, SIDE_CEIL_Y],
      [SIDE_X, CEIL_Y],
      [SIDE_X, FLOOR_Y],
      [0, SIDE_FLOOR_Y],
    ],
    side,
  );
  out += poly(
    [
      [0, SIDE_CEIL_Y],
      [SIDE_X, CEIL_Y],
      [SIDE_X, FLOOR_Y],
      [0, SIDE_FLOOR_Y],
    ],
    linear(
      scene,
      [
        [0, "#000000", 0.12],
        [1, "#000000", 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  // Floor.
  out += drawFloor(scene, floorPoly, clip);
  out += poly(
    floorPoly,
    linear(scene, [
      [0, "#000000", 0.16],
      [0.35, "#000000", 0],
      [1, "#000000", 0.12],
    ]),
  );
  // Skirting.
  const skirt = t.brick ? "#2b2c2e" : pal.trim;
  out += rect(SIDE_X, FLOOR_Y - 12, W - SIDE_X, 12, skirt);
  out += poly(
    [
      [0, SIDE_FLOOR_Y - 14],
      [SIDE_X, FLOOR_Y - 12],
      [SIDE_X, FLOOR_Y],
      [0, SIDE_FLOOR_Y],
    ],
    shade(skirt, -0.08),
  );
  out += line(SIDE_X, CEIL_Y, SIDE_X, FLOOR_Y, shade(pal.wall, -0.18), 1.5, 'stroke-opacity="0.6"');
  // Ceiling edge / cornice, or an exposed duct for lofts.
  out += rect(
    SIDE_X,
    CEIL_Y - 2,
    W - SIDE_X,
    t.wainscot ? 12 : 4,
    shade(t.brick ? "#6f7275" : pal.ceiling, -0.06),
  );
  if (t.brick) {
    const dy = CEIL_Y + 10;
    out += rect(SIDE_X, dy + 30, W - SIDE_X, 10, "#000000", 'fill-opacity="0.12"');
    out += rect(
      SIDE_X,
      dy,
      W - SIDE_X,
      30,
      linear(scene, [
        [0, "#c9cdd1"],
        [0.45, "#9ea3a8"],
        [1, "#6d7176"],
      ]),
    );
    let seams = "";
    for (let x = SIDE_X + 90; x < W; x += 150) seams += `M${x} ${dy}v30M${x + 4} ${dy}v30`;
    out += `<path d="${seams}" stroke="#5f6368" stroke-width="2"/>`;
  }
  if (t.led) {
    out += rect(
      SIDE_X,
      CEIL_Y,
      W - SIDE_X,
      26,
      linear(scene, [
        [0, pal.accent, 0.55],
        [1, pal.accent, 0],
      ]),
    );
    out += rect(SIDE_X, FLOOR_Y - 14, W - SIDE_X, 3, pal.accent, 'fill-opacity="0.8"');
  }
  return out;
}
