import type { DemoDesign } from "./types.ts";

/** Vivian Lau's portfolio: bright family homes in the New Territories. Image variants 134–163. */
export const DESIGNS_VIVIAN_LAU: readonly DemoDesign[] = [
  {
    designerKey: "vivian-lau",
    title: "Tung Chung flat for a growing family",
    description:
      "A 680 sq ft three-bedroom flat near the MTR, set up for parents, a toddler and a baby on the way. Pale oak flooring, rounded cabinet corners and washable paint make it child-friendly. A bench by the door hides shoes, scooters and the pram.",
    styles: ["Scandinavian"],
    budgetMin: 430_000,
    budgetMax: 550_000,
    isFeatured: false,
    ageDays: 38,
    images: [
      { room: "living", variant: 134 },
      { room: "bedroom", variant: 135 },
      { room: "kitchen", variant: 136 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Yuen Long village house with smart climate control",
    description:
      "A 2,100 sq ft village house in Nam Sang Wai where every floor has its own smart air-conditioning and dehumidifying zone. Birch plywood joinery, white walls and jute rugs keep it light and relaxed. The family controls lighting, gates and cameras from one simple app.",
    styles: ["Smart", "Scandinavian"],
    budgetMin: 1_200_000,
    budgetMax: 1_480_000,
    isFeatured: true,
    ageDays: 28,
    images: [
      { room: "living", variant: 137 },
      { room: "kitchen", variant: 138 },
      { room: "bedroom", variant: 139 },
      { room: "bathroom", variant: 140 },
      { room: "study", variant: 141 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Kwai Chung public housing flat made brighter",
    description:
      "A dark 1990s public rental flat with a typical cross-shaped layout, reworked for a couple and their daughter. We removed a heavy wall cabinet, painted in warm white and added light-reflecting oak veneer storage. The tiny bedroom gained a loft bed with a desk underneath.",
    styles: ["Scandinavian", "Minimalist"],
    budgetMin: 160_000,
    budgetMax: 230_000,
    isFeatured: false,
    ageDays: 92,
    images: [
      { room: "living", variant: 142 },
      { room: "bedroom", variant: 143 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Tuen Mun sea-view flat with automated blinds",
    description:
      "A high-floor flat in Tuen Mun facing the afternoon sun over the Pearl River estuary. Motorised blinds close automatically on hot afternoons, and sensors switch on the dehumidifier when the air gets damp. The interior is kept spare so the view does the talking.",
    styles: ["Smart", "Minimalist"],
    budgetMin: 390_000,
    budgetMax: 500_000,
    isFeatured: false,
    ageDays: 155,
    images: [
      { room: "living", variant: 144 },
      { room: "bedroom", variant: 145 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Sheung Shui starter home on a tight budget",
    description:
      "A first flat for a young nurse, refreshed in six weeks on a strict budget. We kept the existing kitchen and bathroom, repainted throughout and added flat-pack storage customised with oak tops. Linen curtains and a few good lamps made the biggest difference.",
    styles: ["Scandinavian", "Minimalist"],
    budgetMin: 85_000,
    budgetMax: 140_000,
    isFeatured: false,
    ageDays: 66,
    images: [{ room: "living", variant: 146 }],
  },
  {
    designerKey: "vivian-lau",
    title: "Tsing Yi two-bedroom with a laundry nook",
    description:
      "Without a utility balcony, laundry used to take over this 550 sq ft flat. We fitted a washer-dryer, drying rack and folding counter into a ventilated nook behind sliding doors. Smart plugs and a timer run the dryer on off-peak hours.",
    styles: ["Scandinavian", "Smart"],
    budgetMin: 300_000,
    budgetMax: 390_000,
    isFeatured: false,
    ageDays: 121,
    images: [
      { room: "living", variant: 147 },
      { room: "kitchen", variant: 148 },
      { room: "bedroom", variant: 149 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Fanling house with a home gym and sauna",
    description:
      "A detached house near Fanling golf course remodelled for a sporty couple. The ground floor now holds a home gym and a spruce sauna, with a smart system warming the sauna on the way home. Upstairs, soft wool textiles and oak floors keep the bedrooms calm.",
    styles: ["Smart", "Scandinavian"],
    budgetMin: 2_000_000,
    budgetMax: 2_450_000,
    isFeatured: false,
    ageDays: 247,
    images: [
      { room: "living", variant: 150 },
      { room: "bathroom", variant: 151 },
      { room: "bedroom", variant: 152 },
      { room: "study", variant: 153 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Mui Wo cottage for two illustrators",
    description:
      "A small two-storey cottage on Lantau with a shared studio upstairs under the roof. Skylights and white-washed pine bring in even north light for drawing. Downstairs, a cosy living room opens onto a garden where the owners dry herbs and bicycles wait for the ferry.",
    styles: ["Scandinavian"],
    budgetMin: 610_000,
    budgetMax: 780_000,
    isFeatured: false,
    ageDays: 212,
    images: [
      { room: "study", variant: 154 },
      { room: "living", variant: 155 },
      { room: "bedroom", variant: 156 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Tin Shui Wai HOS flat with an elderly-friendly bathroom",
    description:
      "A Home Ownership Scheme flat adapted for an elderly mother moving in with her son's family. The bathroom has a level shower, fold-down seat and fall sensor that alerts family phones. Night lights guide the way from the bedroom to the bathroom.",
    styles: ["Smart", "Minimalist"],
    budgetMin: 230_000,
    budgetMax: 300_000,
    isFeatured: false,
    ageDays: 14,
    images: [
      { room: "bathroom", variant: 157 },
      { room: "living", variant: 158 },
    ],
  },
  {
    designerKey: "vivian-lau",
    title: "Kam Tin detached house with a kids' loft",
    description:
      "A three-storey detached house rebuilt inside for a family with three children. A netted loft over the living room gives the kids a play space, and the whole house runs on smart lighting and solar panels. Oak, linen and white walls keep it light despite the deep plan.",
    styles: ["Scandinavian", "Smart"],
    budgetMin: 2_700_000,
    budgetMax: 3_050_000,
    isFeatured: false,
    ageDays: 329,
    images: [
      { room: "living", variant: 159 },
      { room: "bedroom", variant: 160 },
      { room: "kitchen", variant: 161 },
      { room: "dining", variant: 162 },
      { room: "bathroom", variant: 163 },
    ],
  },
];
