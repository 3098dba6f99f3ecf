/** Perspective floors: planks, tiles, tatami and polished concrete. */
import { shade } from "./color.ts";
import { CEIL_Y, FLOOR_Y, H, n, poly, proj, type Scene, SIDE_X, VP, W } from "./svg.ts";

/** y where the side wall meets the floor at the image's left edge. */
export const SIDE_FLOOR_Y = FLOOR_Y + (SIDE_X * (FLOOR_Y - VP.y)) / (VP.x - SIDE_X);
export const SIDE_CEIL_Y = CEIL_Y - (SIDE_X * (VP.y - CEIL_Y)) / (VP.x - SIDE_X);
/** Camera distance in wall units; controls how fast floor rows compress. */
const CAMERA = 1150;

/** Screen y of a floor row `d` units in front of the back wall. */
export function depthY(d: number): number {
  return VP.y + (FLOOR_Y - VP.y) / (1 - d / CAMERA);
}

function floorPlanks(scene: Scene, clip: string): string {
  const { pal, rng } = scene;
  const width = rng.pick([22, 26, 30]);
  let strips = "";
  let joints = "";
  let lines = "";
  let k = 0;
  for (let x = SIDE_X - width * 6; x < W + width; x += width, k++) {
    const x2 = x + width;
    const tone = (k * 7 + rng.int(0, 2)) % 3;
    if (tone !== 0) {
      const fill = shade(pal.floor, tone === 1 ? 0.06 : -0.05);
      strips += poly(
        [
          [proj(x, FLOOR_Y), FLOOR_Y],
          [proj(x2, FLOOR_Y), FLOOR_Y],
          [proj(x2, H), H],
          [proj(x, H), H],
        ],
        fill,
      );
    }
    lines += `M${n(proj(x, FLOOR_Y))} ${FLOOR_Y}L${n(proj(x, H))} ${H}`;
    const length = rng.range(130, 200);
    for (let d = rng.range(0, length); d < 560; d += length) {
      const y = depthY(d);
      if (y > H) break;
      joints += `M${n(proj(x, y))} ${n(y)}H${n(proj(x2, y))}`;
    }
  }
  return `<g clip-path="url(#${clip})">${strips}<path d="${lines}${joints}" stroke="${pal.floorLine}" stroke-width="1.4" fill="none" stroke-opacity="0.55"/></g>`;
}

function floorGrid(clip: string, size: number, stroke: string, sw: number): string {
  let d = "";
  for (let x = SIDE_X - size * 8; x < W + size; x += size)
    d += `M${n(proj(x, FLOOR_Y))} ${FLOOR_Y}L${n(proj(x, H))} ${H}`;
  for (let z = size; z < 600; z += size) {
    const y = depthY(z);
    if (y > H) break;
    d += `M0 ${n(y)}H${W}`;
  }
  return `<g clip-path="url(#${clip})"><path d="${d}" stroke="${stroke}" stroke-width="${sw}" fill="none"/></g>`;
}

function tatami(scene: Scene, clip: string): string {
  const { pal } = scene;
  let mats = "";
  const size = 150;
  let i = 0;
  for (let x = SIDE_X - size * 5; x < W + size; x += size, i++) {
    for (let z = 0, j = 0; z < 600; z += size * 1.2, j++) {
      const y1 = depthY(z);
      const y2 = Math.min(H, depthY(z + size * 1.2));
      if (y1 >= H) break;
      if ((i + j) % 2 === 0) continue;
      mats += poly(
        [
          [proj(x, y1), y1],
          [proj(x + size, y1), y1],
          [proj(x + size, y2), y2],
          [proj(x, y2), y2],
        ],
        shade(pal.floor, 0.07),
      );
    }
  }
  return `<g clip-path="url(#${clip})">${mats}</g>${floorGrid(clip, size, "#4b4a33", 4).replace("<g ", '<g opacity="0.8" ')}`;
}

/** Fills the floor polygon with the palette's floor kind (clip is the floor clipPath id). */
export function drawFloor(
  scene: Scene,
  floorPoly: readonly (readonly [number, number])[],
  clip: string,
): string {
  const { pal, rng } = scene;
  let out = poly(floorPoly, pal.floor);
  if (pal.floorKind === "planks") out += floorPlanks(scene, clip);
  else if (pal.floorKind === "tiles")
    out += floorGrid(clip, rng.pick([70, 90, 110]), shade(pal.floor, -0.12), 2);
  else if (pal.floorKind === "tatami") out += tatami(scene, clip);
  else {
    out += `<g clip-path="url(#${clip})">`;
    for (let i = 0; i < 5; i++) {
      out += `<ellipse cx="${n(rng.range(100, 1100))}" cy="${n(rng.range(620, 780))}" rx="${n(rng.range(120, 260))}" ry="${n(rng.range(25, 60))}" fill="${shade(pal.floor, rng.chance(0.5) ? 0.08 : -0.08)}" fill-opacity="0.5"/>`;
    }
    out += "</g>";
    out += floorGrid(clip, 320, shade(pal.floor, -0.15), 1.5);
  }
  return out;
}
