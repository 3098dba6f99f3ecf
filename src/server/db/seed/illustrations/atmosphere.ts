/** Light and atmosphere overlays: window light on the floor and an edge vignette. */
import { FLOOR_Y, H, linear, poly, type Rect, rect, type Scene, W } from "./svg.ts";

/** Daylight falling from the window onto the floor (drawn before furniture so pieces occlude it). */
export function drawLightShaft(scene: Scene, win: Rect): string {
  const { pal } = scene;
  const bottom = Math.max(win.y + win.h, FLOOR_Y - 4);
  const fy = H;
  const lean = 0.35 * (fy - bottom);
  return poly(
    [
      [win.x + 10, bottom],
      [win.x + win.w - 10, bottom],
      [win.x + win.w + lean + 80, fy],
      [win.x + lean - 60, fy],
    ],
    linear(scene, [
      [0, pal.light, pal.sky === "night" ? 0.05 : 0.2],
      [1, pal.light, 0],
    ]),
  );
}

/** Cheap edge vignette (linear gradients only: radial fills are slow in librsvg). */
export function drawAtmosphere(scene: Scene): string {
  const dark = "#1a1410";
  let out = rect(
    0,
    H - 150,
    W,
    150,
    linear(scene, [
      [0, dark, 0],
      [1, dark, 0.18],
    ]),
  );
  out += rect(
    0,
    0,
    W,
    110,
    linear(scene, [
      [0, dark, 0.14],
      [1, dark, 0],
    ]),
  );
  out += rect(
    0,
    0,
    170,
    H,
    linear(
      scene,
      [
        [0, dark, 0.16],
        [1, dark, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  out += rect(
    W - 170,
    0,
    170,
    H,
    linear(
      scene,
      [
        [0, dark, 0],
        [1, dark, 0.16],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return out;
}
