/** Per-style colour palettes and stylistic traits; the variant picks within each style's options. */
import type { DesignStyle } from "#shared/designs/constants.ts";
import { mix, shade } from "./color.ts";
import type { Rng } from "./random.ts";
import { STYLES } from "./style-options.ts";

export type FloorKind = "planks" | "tiles" | "concrete" | "tatami";
export type LegKind = "tapered" | "metal" | "block" | "turned" | "hidden";

export interface Traits {
  brick: boolean;
  wainscot: boolean;
  shoji: boolean;
  led: boolean;
  edison: boolean;
  screens: boolean;
  geometricArt: boolean;
  curved: boolean;
  patternedRug: boolean;
  lowFurniture: boolean;
  slatWall: boolean;
  /** 0 = bare, 1 = richly decorated. */
  decor: number;
  legs: LegKind;
  /** Corner radius scale for furniture. */
  round: number;
}

export interface Palette {
  wall: string;
  sideWall: string;
  ceiling: string;
  trim: string;
  floorKind: FloorKind;
  floor: string;
  floorLine: string;
  wood: string;
  woodDark: string;
  metal: string;
  upholstery: string;
  textiles: readonly string[];
  accent: string;
  rug: string;
  rugAlt: string;
  plant: string;
  pot: string;
  art: readonly string[];
  cabinet: string;
  counter: string;
  tile: string;
  light: string;
  mortar: string;
  sky: "day" | "dusk" | "night";
  traits: Traits;
}

export function makePalette(style: DesignStyle, rng: Rng): Palette {
  const o = STYLES[style];
  const wall = rng.pick(o.walls);
  const [floorKind, floor] = rng.pick(o.floors);
  const wood = rng.pick(o.woods);
  const accent = rng.pick(o.accents);
  const textiles = rng.shuffle(o.textiles);
  const upholstery = rng.pick(o.upholstery);
  const patterned = o.traits.patternedRug;
  const rug = patterned
    ? rng.pick(["#7d2e2e", "#2f4b6e", "#6b3a2a"])
    : rng.pick([mix(wall, upholstery, 0.5), textiles[0] ?? accent, shade(floor, 0.45)]);
  return {
    wall,
    sideWall: shade(wall, -0.07),
    ceiling: shade(wall, 0.35),
    trim: o.trim(wall),
    floorKind,
    floor,
    floorLine: shade(floor, -0.22),
    wood,
    woodDark: shade(wood, -0.35),
    metal: rng.pick(o.metals),
    upholstery,
    textiles,
    accent,
    rug,
    rugAlt: patterned ? rng.pick(["#d8c7a3", "#b8903f", "#e8dcc4"]) : shade(rug, -0.15),
    plant: rng.pick(["#4f7d4a", "#3f6e45", "#5d8a4f", "#47704f"]),
    pot: rng.pick(o.pots),
    art: [accent, ...textiles.slice(0, 3), shade(wall, -0.25)],
    cabinet: rng.pick(o.cabinets),
    counter: rng.pick(o.counters),
    tile: rng.pick(o.tiles),
    light: o.light,
    mortar: "#b8a692",
    sky: rng.pick(["day", "day", "day", "dusk", "night"] as const),
    traits: o.traits,
  };
}
