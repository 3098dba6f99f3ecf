import type { DemoDesign } from "./types.ts";

/** Eric Chan's portfolio: heritage details in contemporary homes. Image variants 101–133. */
export const DESIGNS_ERIC_CHAN: readonly DemoDesign[] = [
  {
    designerKey: "eric-chan",
    title: "Restored tong lau shophouse in Sheung Wan",
    description:
      "A pre-war shophouse on Tai Ping Shan Street restored as a family home over a small gallery. We repaired the original timber staircase and cement tiles, then added a steel-and-glass rear extension. Lattice screens and rosewood furniture sit comfortably beside modern kitchens and bathrooms.",
    styles: ["Traditional", "Contemporary"],
    budgetMin: 2_550_000,
    budgetMax: 3_100_000,
    isFeatured: true,
    ageDays: 45,
    images: [
      { room: "living", variant: 101 },
      { room: "dining", variant: 102 },
      { room: "bedroom", variant: 103 },
      { room: "kitchen", variant: 104 },
      { room: "bathroom", variant: 105 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Kowloon City flat with lattice screens and rosewood",
    description:
      "A 700 sq ft flat near the old airport site, reworked for a couple who inherited a set of rosewood chairs. Carved lattice screens divide the living and dining areas while letting light through. Built-in camphor-lined wardrobes protect clothes from moths and damp.",
    styles: ["Traditional"],
    budgetMin: 520_000,
    budgetMax: 680_000,
    isFeatured: false,
    ageDays: 16,
    images: [
      { room: "living", variant: 106 },
      { room: "dining", variant: 107 },
      { room: "bedroom", variant: 108 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Heritage-style dining room in Pok Fu Lam",
    description:
      "A formal dining room for family banquets, with a round rosewood table that seats twelve and a lazy Susan in cast brass. Green glazed tiles and a pendant inspired by old teahouse lanterns complete the room. A hidden servery keeps the mess of big dinners out of sight.",
    styles: ["Traditional", "Contemporary"],
    budgetMin: 280_000,
    budgetMax: 360_000,
    isFeatured: false,
    ageDays: 164,
    images: [{ room: "dining", variant: 109 }],
  },
  {
    designerKey: "eric-chan",
    title: "Discovery Bay family home by the beach",
    description:
      "A 1,600 sq ft flat at Discovery Bay designed for a family that spends weekends outdoors. Durable stone floors, a mudroom for bikes and wetsuits, and a large kitchen island anchor the plan. Warm walnut and soft grey textiles keep the interiors relaxed and easy to maintain.",
    styles: ["Contemporary", "Modern"],
    budgetMin: 1_900_000,
    budgetMax: 2_300_000,
    isFeatured: false,
    ageDays: 127,
    images: [
      { room: "living", variant: 110 },
      { room: "kitchen", variant: 111 },
      { room: "bedroom", variant: 112 },
      { room: "bathroom", variant: 113 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Cheung Chau seafront house for three generations",
    description:
      "A three-storey house facing the typhoon shelter, shared by grandparents, parents and two children. The ground floor keeps a traditional family hall with an altar and round table, while upper floors are simple and modern. Aluminium shutters and sealed windows protect against storms and salt.",
    styles: ["Traditional", "Modern"],
    budgetMin: 1_450_000,
    budgetMax: 1_750_000,
    isFeatured: false,
    ageDays: 233,
    images: [
      { room: "living", variant: 114 },
      { room: "dining", variant: 115 },
      { room: "bedroom", variant: 116 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Jordan flat with a family ancestral altar",
    description:
      "This two-bedroom flat needed a dignified place for the family altar without dominating a 520 sq ft living room. We built it into a recessed rosewood cabinet with soft lighting and ventilation for incense. The rest of the flat is light, simple and easy to clean.",
    styles: ["Traditional", "Contemporary"],
    budgetMin: 240_000,
    budgetMax: 320_000,
    isFeatured: false,
    ageDays: 59,
    images: [
      { room: "living", variant: 117 },
      { room: "bedroom", variant: 118 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Art Deco apartment revival in Mid-Levels West",
    description:
      "A 1950s apartment on Bonham Road with high ceilings, terrazzo floors and original steel windows. We restored the terrazzo, reglazed the windows for insulation, and added fluted timber panelling and brass details. New wiring and air conditioning are hidden in discreet cornices.",
    styles: ["Traditional", "Contemporary"],
    budgetMin: 1_720_000,
    budgetMax: 2_100_000,
    isFeatured: false,
    ageDays: 198,
    images: [
      { room: "living", variant: 119 },
      { room: "dining", variant: 120 },
      { room: "bedroom", variant: 121 },
      { room: "bathroom", variant: 122 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Tea house and private dining room in Central",
    description:
      "A second-floor tea house on Wyndham Street with four private dining rooms behind sliding lattice doors. Hand-painted wallpaper, Ming-style chairs and grey brick evoke old Canton. The client wanted the budget kept confidential, so we worked to an agreed specification instead.",
    styles: ["Traditional"],
    budgetMin: null,
    budgetMax: null,
    isFeatured: false,
    ageDays: 278,
    images: [
      { room: "dining", variant: 123 },
      { room: "kitchen", variant: 124 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Shouson Hill mansion with a Chinese garden courtyard",
    description:
      "A 5,000 sq ft family mansion planned around a courtyard garden with a moon gate, rockery and koi pond. Inside, carved screens and antique cabinets meet contemporary sofas and clean modern kitchens. The work continues in phases, so the budget remains open-ended.",
    styles: ["Traditional", "Contemporary", "Modern"],
    budgetMin: 3_600_000,
    budgetMax: null,
    isFeatured: false,
    ageDays: 392,
    images: [
      { room: "living", variant: 125 },
      { room: "dining", variant: 126 },
      { room: "study", variant: 127 },
      { room: "bedroom", variant: 128 },
      { room: "bathroom", variant: 129 },
    ],
  },
  {
    designerKey: "eric-chan",
    title: "Yau Ma Tei heritage flat above a herbal shop",
    description:
      "A flat above the family's Chinese herbal medicine shop on Shanghai Street, refreshed for the third generation to move in. We kept the wooden drawer cabinets and mosaic floors, and added new lighting and storage. Ceiling fans and louvred windows keep the rooms airy.",
    styles: ["Traditional"],
    budgetMin: 350_000,
    budgetMax: 460_000,
    isFeatured: false,
    ageDays: 105,
    images: [{ room: "living", variant: 130 }],
  },
  {
    designerKey: "eric-chan",
    title: "Aberdeen harbourfront flat with a moon-gate entrance",
    description:
      "A two-bedroom flat overlooking the sampans of Aberdeen Harbour, entered through a circular moon-gate opening. Teak floors, ink-wash artwork and a long built-in sofa frame the view. Sealed timber and a strong ventilation system deal with the sea humidity.",
    styles: ["Traditional", "Modern"],
    budgetMin: 760_000,
    budgetMax: 950_000,
    isFeatured: false,
    ageDays: 82,
    images: [
      { room: "living", variant: 131 },
      { room: "dining", variant: 132 },
      { room: "bedroom", variant: 133 },
    ],
  },
];
