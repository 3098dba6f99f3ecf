/** Procedural flat-illustration interiors for the demo catalogue (SVG → JPEG via sharp). */
import sharp from "sharp";
import type { DesignStyle } from "#shared/designs/constants.ts";
import { drawAtmosphere, drawLightShaft } from "./atmosphere.ts";
import { shade } from "./color.ts";
import type { RoomParts } from "./compose.ts";
import { drawBathroom } from "./furniture-bathroom.ts";
import { drawBedroom } from "./furniture-bedroom.ts";
import { drawDining } from "./furniture-dining.ts";
import { drawKitchen } from "./furniture-kitchen.ts";
import { drawLiving } from "./furniture-living.ts";
import { drawStudy } from "./furniture-study.ts";
import { makePalette } from "./palettes.ts";
import { createRng, hashSeed } from "./random.ts";
import { drawShell } from "./room-shell.ts";
import { H, renderDefs, type Scene, W } from "./svg.ts";
import { drawWindow } from "./window.ts";

export type RoomKind = "living" | "bedroom" | "kitchen" | "dining" | "bathroom" | "study";

export const ROOM_KINDS: readonly RoomKind[] = [
  "living",
  "bedroom",
  "kitchen",
  "dining",
  "bathroom",
  "study",
];

export interface RoomIllustrationOptions {
  room: RoomKind;
  style: DesignStyle;
  variant: number;
  width?: number;
  height?: number;
}

const ROOMS: Record<RoomKind, (scene: Scene) => RoomParts> = {
  living: drawLiving,
  bedroom: drawBedroom,
  kitchen: drawKitchen,
  dining: drawDining,
  bathroom: drawBathroom,
  study: drawStudy,
};

/**
 * mozjpeg defaults (quantisation table 3, overshoot deringing, progressive) minus trellis quantisation
 * and scan optimisation: on a 2-core box those two alone cost ~70 ms per 1600px image for slightly smaller
 * files (~15%), which would blow the <150 ms per-image budget.
 */
const JPEG_OPTIONS = {
  quality: 82,
  mozjpeg: true,
  trellisQuantisation: false,
  optimiseScans: false,
} as const;

function createScene(style: DesignStyle, room: RoomKind, variant: number): Scene {
  const rng = createRng(hashSeed(style, room, variant));
  const scene: Scene = {
    rng,
    pal: makePalette(style, rng),
    style,
    variant,
    defs: new Map(),
  };
  return scene;
}

/** Builds the SVG markup for one scene (exported for debugging and tests). */
export function buildRoomSvg(room: RoomKind, style: DesignStyle, variant: number): string {
  const scene = createScene(style, room, variant);
  // Shared soft-shadow fill used by `shadow()`.
  scene.defs.set(
    '<radialGradient id="shadow"><stop offset="0" stop-color="#1c1510" stop-opacity="0.8"/><stop offset="1" stop-color="#1c1510" stop-opacity="0"/></radialGradient>',
    "shadow",
  );
  const mirror = scene.rng.chance(0.5);
  if (room === "bathroom" && (scene.pal.floorKind === "planks" || scene.pal.floorKind === "tatami")) {
    scene.pal.floorKind = "tiles";
    scene.pal.floor = shade(scene.pal.tile, -0.1);
    scene.pal.floorLine = shade(scene.pal.floor, -0.2);
  }
  const shell = drawShell(scene);
  const parts = ROOMS[room](scene);
  const win = parts.window;
  const windowSvg = (parts.backdrop ?? "") + drawWindow(scene, win, parts.bareWindow);
  const shaft = drawLightShaft(scene, win);
  const body = `${shell}${windowSvg}${parts.wall}${shaft}${parts.room}${drawAtmosphere(scene)}`;
  const content = mirror ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${renderDefs(scene)}</defs>${content}</svg>`;
}

export async function renderRoomIllustration(options: RoomIllustrationOptions): Promise<Buffer> {
  const width = Math.max(16, Math.round(options.width ?? 1600));
  const height = Math.max(16, Math.round(options.height ?? Math.round((width * 1067) / 1600)));
  const svg = buildRoomSvg(options.room, options.style, Math.trunc(options.variant));
  const svgSized = svg.replace("<svg ", `<svg width="${width}" height="${height}" `);
  return sharp(Buffer.from(svgSized)).jpeg(JPEG_OPTIONS).toBuffer();
}
