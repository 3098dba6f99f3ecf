/** Raw per-style option lists the palette builder picks from (one entry per design style). */
import type { DesignStyle } from "#shared/designs/constants.ts";
import { shade } from "./color.ts";
import type { FloorKind, Traits } from "./palettes.ts";

export interface StyleOptions {
  walls: readonly string[];
  floors: readonly (readonly [FloorKind, string])[];
  woods: readonly string[];
  metals: readonly string[];
  upholstery: readonly string[];
  textiles: readonly string[];
  accents: readonly string[];
  cabinets: readonly string[];
  counters: readonly string[];
  tiles: readonly string[];
  pots: readonly string[];
  light: string;
  trim: (wall: string) => string;
  traits: Traits;
}

const base: Traits = {
  brick: false,
  wainscot: false,
  shoji: false,
  led: false,
  edison: false,
  screens: false,
  geometricArt: false,
  curved: false,
  patternedRug: false,
  lowFurniture: false,
  slatWall: false,
  decor: 0.6,
  legs: "tapered",
  round: 1,
};

export const STYLES: Record<DesignStyle, StyleOptions> = {
  Modern: {
    walls: ["#f1efeb", "#e7e5e1", "#eceae4", "#dfe3e4"],
    floors: [
      ["planks", "#b98a5e"],
      ["tiles", "#cfcac2"],
      ["planks", "#a97c55"],
    ],
    woods: ["#a8774e", "#8c5f3c", "#b98b61"],
    metals: ["#222326", "#2d2f33"],
    upholstery: ["#3d424a", "#9a5b32", "#7d848f", "#2f4f5f"],
    textiles: ["#e3a72f", "#e5624f", "#2f5fd0", "#138a8a", "#f2efe8"],
    accents: ["#e3a72f", "#e5624f", "#2f5fd0", "#138a8a"],
    cabinets: ["#2f3338", "#f4f2ee", "#1f4e5a"],
    counters: ["#eeeeec", "#d8d6d2"],
    tiles: ["#f4f4f2", "#e6e2dc"],
    pots: ["#222326", "#f4f2ee", "#e3a72f"],
    light: "#fff1d6",
    trim: (wall) => shade(wall, 0.5),
    traits: { ...base, geometricArt: true, legs: "metal", decor: 0.65, round: 0.8 },
  },
  Scandinavian: {
    walls: ["#f7f5f0", "#f1efe9", "#e6ebe4", "#efe9e2"],
    floors: [
      ["planks", "#e2cba4"],
      ["planks", "#d9c09a"],
      ["planks", "#e8d6b6"],
    ],
    woods: ["#d9b98c", "#e0c49c", "#cfae80"],
    metals: ["#3a3a3a", "#d8d4cc"],
    upholstery: ["#c9cbc8", "#dcd3c4", "#b7bfc2", "#e3ddd3"],
    textiles: ["#f2c6c2", "#b9d3e2", "#cfe0c3", "#f3dea0", "#e8d9cf"],
    accents: ["#e9a99f", "#8fb3c9", "#e6c26a", "#9dbb8f"],
    cabinets: ["#f5f3ee", "#dfe5e0", "#e8e0d2"],
    counters: ["#d9b98c", "#f3f1ec"],
    tiles: ["#f6f5f1", "#e7eee9"],
    pots: ["#f4f1ea", "#e3d3c0", "#c9d6cf"],
    light: "#fff6e4",
    trim: (wall) => shade(wall, 0.6),
    traits: { ...base, legs: "tapered", decor: 0.75, round: 1.3, slatWall: false },
  },
  Minimalist: {
    walls: ["#f5f5f3", "#eeeeeb", "#f2f0ec"],
    floors: [
      ["tiles", "#e4e1db"],
      ["planks", "#e6dccb"],
      ["concrete", "#d6d4cf"],
    ],
    woods: ["#e2d3bb", "#d8c7ab"],
    metals: ["#2b2b2b", "#bdbdbd"],
    upholstery: ["#e7e5e0", "#d6d5d2", "#cfcbc4"],
    textiles: ["#f1efea", "#dedcd7"],
    accents: ["#c8553d", "#2f4858", "#1f1f1f", "#d9a441", "#6b8f71"],
    cabinets: ["#f7f7f5", "#e9e8e4"],
    counters: ["#fbfbfa", "#dcdad6"],
    tiles: ["#f7f7f5", "#ecebe8"],
    pots: ["#f7f7f5", "#2b2b2b"],
    light: "#fffaf0",
    trim: (wall) => wall,
    traits: { ...base, legs: "hidden", decor: 0.15, round: 0.6 },
  },
  Industrial: {
    walls: ["#9c4f36", "#8f4a33", "#a45a3e"],
    floors: [
      ["concrete", "#8f8e8a"],
      ["concrete", "#7d7c78"],
      ["planks", "#6f4b33"],
    ],
    woods: ["#8a5a36", "#74492b", "#9a6a42"],
    metals: ["#262729", "#34363a"],
    upholstery: ["#8b4a26", "#4b4d50", "#5c5f3d", "#6e3b22"],
    textiles: ["#c9a66b", "#6f7a5a", "#b8b2a6", "#3f4a57"],
    accents: ["#d98e32", "#c2472f", "#4f7c8a"],
    cabinets: ["#2f3134", "#4a4d52", "#5a4636"],
    counters: ["#8a5a36", "#a9a7a2"],
    tiles: ["#e9e6df", "#3b3d40"],
    pots: ["#3a3b3d", "#8c8c88", "#6a4a34"],
    light: "#ffd99a",
    trim: () => "#2b2c2e",
    traits: { ...base, brick: true, edison: true, legs: "metal", decor: 0.6, round: 0.4 },
  },
  Japanese: {
    walls: ["#efe7d8", "#e9dfcc", "#f1ebe0"],
    floors: [
      ["tatami", "#d6c98f"],
      ["planks", "#d8bf93"],
      ["tatami", "#cfc388"],
    ],
    woods: ["#c49a63", "#b88c58", "#d0a873"],
    metals: ["#3b352f", "#4a4038"],
    upholstery: ["#d8cfc0", "#cbbfa9", "#a9b09a"],
    textiles: ["#2f3f63", "#8a9a6b", "#e6dccb", "#b03a2e", "#51608a"],
    accents: ["#b03a2e", "#2f3f63", "#6f7f4f"],
    cabinets: ["#c49a63", "#efe7d8", "#5a4030"],
    counters: ["#d8bf93", "#e8e2d6"],
    tiles: ["#e6dfd2", "#c9c2b4"],
    pots: ["#5a4638", "#2f3f63", "#e8e0d0"],
    light: "#fff0d2",
    trim: () => "#6b4c33",
    traits: { ...base, shoji: true, lowFurniture: true, legs: "block", decor: 0.5, round: 0.5 },
  },
  Traditional: {
    walls: ["#e8dcc4", "#cfd6c3", "#e4cfc0", "#d9dde3"],
    floors: [
      ["planks", "#8a5a3b"],
      ["planks", "#7a4c30"],
      ["planks", "#996645"],
    ],
    woods: ["#7a4a2c", "#6b3f24", "#84532f"],
    metals: ["#b8903f", "#a8823a"],
    upholstery: ["#7d2e2e", "#2f4b6e", "#5f6e4a", "#8a6b4a"],
    textiles: ["#b8903f", "#7d2e2e", "#2f4b6e", "#d8c7a3", "#5f6e4a"],
    accents: ["#7d2e2e", "#2f4b6e", "#b8903f"],
    cabinets: ["#f1eadb", "#5f6e4a", "#7a4a2c"],
    counters: ["#e8e2d6", "#3a3532"],
    tiles: ["#f2ede2", "#dfe6df"],
    pots: ["#2f4b6e", "#f1eadb", "#b8903f"],
    light: "#ffe4b0",
    trim: (wall) => shade(wall, 0.55),
    traits: { ...base, wainscot: true, patternedRug: true, legs: "turned", decor: 0.9, round: 0.7 },
  },
  Contemporary: {
    walls: ["#ece4d9", "#e6ddd0", "#f0ebe3", "#e9e1d7"],
    floors: [
      ["planks", "#c9a77c"],
      ["planks", "#bf9b70"],
      ["tiles", "#ddd3c5"],
    ],
    woods: ["#b88d62", "#a57b52", "#c69c70"],
    metals: ["#b08d57", "#2e2d2b"],
    upholstery: ["#eae3d6", "#d9c9b3", "#cdbba3", "#e4dccd"],
    textiles: ["#d9c9b3", "#f3eee6", "#b8a58c"],
    accents: ["#c4673f", "#7a7f4a", "#6f8fa6", "#b5485d"],
    cabinets: ["#e7dfd3", "#b88d62", "#4a4540"],
    counters: ["#f3efe8", "#d8cfc2"],
    tiles: ["#efe8de", "#e2d8ca"],
    pots: ["#d8c3a8", "#f3eee6", "#8b6a4e"],
    light: "#ffeccc",
    trim: (wall) => shade(wall, 0.4),
    traits: { ...base, curved: true, legs: "block", decor: 0.6, round: 2.2 },
  },
  Smart: {
    walls: ["#d9dde2", "#cfd5dc", "#1f2b44", "#e2e5e9"],
    floors: [
      ["tiles", "#5d636b"],
      ["planks", "#9aa1a8"],
      ["tiles", "#7b828b"],
    ],
    woods: ["#6d5a4b", "#8a7665"],
    metals: ["#1a1d22", "#2a2f36"],
    upholstery: ["#3a4556", "#6b7684", "#2c3444"],
    textiles: ["#4fd1ff", "#9aa8bd", "#e8ecf2", "#1f2b44"],
    accents: ["#4fd1ff", "#8a7dff", "#38e0b0"],
    cabinets: ["#1f2630", "#e8ebef", "#2c3444"],
    counters: ["#f2f4f7", "#22272e"],
    tiles: ["#e9edf2", "#2a313a"],
    pots: ["#1f2630", "#e8ebef"],
    light: "#e6f4ff",
    trim: () => "#232a33",
    traits: { ...base, led: true, screens: true, legs: "hidden", decor: 0.45, round: 1 },
  },
};
