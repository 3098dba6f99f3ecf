import type { DemoDesign } from "./types.ts";

/** Chloe Wong's portfolio: calm Hong Kong Island homes. Image variants 1–34. */
export const DESIGNS_CHLOE_WONG: readonly DemoDesign[] = [
  {
    designerKey: "chloe-wong",
    title: "Harbour-view living room in Tai Koo Shing",
    description:
      "We turned a dated 1980s layout into one open living and dining space facing the harbour. Low oak cabinetry keeps the window line clear, while a full-height storage wall hides the clutter of a family of four. Moisture-resistant paint and a ceiling dehumidifier vent keep the room fresh through the summer.",
    styles: ["Modern", "Contemporary"],
    budgetMin: 380_000,
    budgetMax: 520_000,
    isFeatured: true,
    ageDays: 12,
    images: [
      { room: "living", variant: 1 },
      { room: "dining", variant: 2 },
      { room: "bedroom", variant: 3 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Mid-Levels three-bedroom with a floating study",
    description:
      "A 1,150 sq ft flat on Conduit Road reworked around a glass-walled study that seems to float between the living room and the bedrooms. White oak, pale terrazzo and handleless joinery give the whole home one quiet palette. Every bedroom gained a full-height wardrobe without losing a window.",
    styles: ["Minimalist", "Modern"],
    budgetMin: 1_150_000,
    budgetMax: 1_420_000,
    isFeatured: true,
    ageDays: 34,
    images: [
      { room: "living", variant: 4 },
      { room: "study", variant: 5 },
      { room: "bedroom", variant: 6 },
      { room: "kitchen", variant: 7 },
      { room: "bathroom", variant: 8 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Open-plan kitchen refresh in a Sai Ying Pun walk-up",
    description:
      "The old galley kitchen in this fourth-floor walk-up was opened onto the dining area with a slim quartz peninsula. Matte white cabinets run to the ceiling for extra storage, and a new extractor ducted through the light well finally stops cooking smells from lingering.",
    styles: ["Minimalist"],
    budgetMin: 180_000,
    budgetMax: 260_000,
    isFeatured: false,
    ageDays: 57,
    images: [{ room: "kitchen", variant: 9 }],
  },
  {
    designerKey: "chloe-wong",
    title: "Repulse Bay duplex with sea-facing terraces",
    description:
      "A 2,600 sq ft duplex where every main room opens onto a terrace above the beach. We used travertine floors, bronze window frames and sheer linen curtains to soften the strong southern light. Marine-grade hardware and sealed stone stand up to the salt air and humidity.",
    styles: ["Contemporary", "Modern"],
    budgetMin: 2_900_000,
    budgetMax: 3_450_000,
    isFeatured: false,
    ageDays: 220,
    images: [
      { room: "living", variant: 10 },
      { room: "dining", variant: 11 },
      { room: "bedroom", variant: 12 },
      { room: "bathroom", variant: 13 },
      { room: "study", variant: 14 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Compact studio in Wan Chai for a young couple",
    description:
      "This 310 sq ft studio needed to work as bedroom, office and place to host friends. A raised platform bed hides deep drawers, and a fold-down dining table tucks into the wall of birch plywood storage. Mirrored panels in the shower room make the tiny space feel generous.",
    styles: ["Minimalist", "Contemporary"],
    budgetMin: 260_000,
    budgetMax: 340_000,
    isFeatured: false,
    ageDays: 5,
    images: [
      { room: "living", variant: 15 },
      { room: "bedroom", variant: 16 },
      { room: "bathroom", variant: 17 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Happy Valley family flat overlooking the racecourse",
    description:
      "A three-bedroom flat planned around the view of the racecourse and the hills beyond. Walnut joinery, a long banquette in the dining area and a compact study for homework give the family room to spread out. Acoustic glazing keeps race nights and traffic noise at bay.",
    styles: ["Modern", "Contemporary"],
    budgetMin: 1_320_000,
    budgetMax: 1_650_000,
    isFeatured: false,
    ageDays: 143,
    images: [
      { room: "living", variant: 18 },
      { room: "dining", variant: 19 },
      { room: "bedroom", variant: 20 },
      { room: "study", variant: 21 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Ensuite bathroom upgrade in North Point",
    description:
      "A tired ensuite with a cracked bathtub became a walk-in shower with large-format porcelain tiles and a wall-hung vanity. A quiet exhaust fan on a humidity sensor keeps mould away, and a recessed niche holds toiletries without cluttering the narrow room.",
    styles: ["Minimalist", "Modern"],
    budgetMin: 88_000,
    budgetMax: 130_000,
    isFeatured: false,
    ageDays: 71,
    images: [{ room: "bathroom", variant: 22 }],
  },
  {
    designerKey: "chloe-wong",
    title: "Kennedy Town one-bedroom with a hidden home office",
    description:
      "Working from home in 480 sq ft meant finding a desk that disappears at night. We built the office into a tall oak cabinet whose doors fold back flat, with cable routing and a task light inside. The bedroom received a headboard wall with integrated reading lamps and shelves.",
    styles: ["Minimalist", "Modern"],
    budgetMin: 420_000,
    budgetMax: 560_000,
    isFeatured: false,
    ageDays: 96,
    images: [
      { room: "living", variant: 23 },
      { room: "study", variant: 24 },
      { room: "bedroom", variant: 25 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Peak townhouse with a gallery hallway",
    description:
      "A three-storey townhouse on Barker Road for a couple who collect contemporary ink painting. A long gallery hallway with museum lighting links the living and dining rooms, finished in limestone and pale plaster. Dehumidified storage protects the artworks during the misty spring months.",
    styles: ["Contemporary", "Minimalist"],
    budgetMin: 4_200_000,
    budgetMax: 5_600_000,
    isFeatured: false,
    ageDays: 310,
    images: [
      { room: "living", variant: 26 },
      { room: "dining", variant: 27 },
      { room: "kitchen", variant: 28 },
      { room: "bedroom", variant: 29 },
      { room: "bathroom", variant: 30 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Quarry Bay flat with two home offices",
    description:
      "Two remote workers needed separate desks and video-call backdrops in a 620 sq ft flat. We split the second bedroom with a sliding fluted-glass partition and added sound-absorbing felt panels. The living room kept a clean, open plan with a single long sofa under the window.",
    styles: ["Modern", "Minimalist"],
    budgetMin: 540_000,
    budgetMax: 690_000,
    isFeatured: false,
    ageDays: 27,
    images: [
      { room: "study", variant: 31 },
      { room: "living", variant: 32 },
    ],
  },
  {
    designerKey: "chloe-wong",
    title: "Stanley weekend apartment in coastal whites",
    description:
      "A weekend retreat a short walk from Stanley Main Beach, finished in lime-washed walls, bleached oak and woven rattan. Outdoor showers and tiled floors make sandy feet no problem. Large sliding doors open the living room fully to the sea breeze.",
    styles: ["Contemporary"],
    budgetMin: 2_300_000,
    budgetMax: 2_750_000,
    isFeatured: false,
    ageDays: 188,
    images: [
      { room: "living", variant: 33 },
      { room: "bedroom", variant: 34 },
    ],
  },
];
