import type { DemoDesign } from "./types.ts";

/** Hana Tsang's portfolio: natural homes in Sha Tin, Tai Po and Sai Kung. Image variants 68–100. */
export const DESIGNS_HANA_TSANG: readonly DemoDesign[] = [
  {
    designerKey: "hana-tsang",
    title: "Village house in Sai Kung",
    description:
      "A three-storey village house near Tai Mong Tsai rebuilt inside for a family with two dogs. Hinoki-scented cedar, pale ash and lime plaster run through every floor, and deep eaves shade the balconies. Cross-ventilation and tiled floors keep the house cool without relying on air conditioning.",
    styles: ["Japanese", "Scandinavian"],
    budgetMin: 1_600_000,
    budgetMax: 1_950_000,
    isFeatured: true,
    ageDays: 22,
    images: [
      { room: "living", variant: 68 },
      { room: "kitchen", variant: 69 },
      { room: "bedroom", variant: 70 },
      { room: "bathroom", variant: 71 },
      { room: "dining", variant: 72 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Tatami guest room in a Sha Tin flat",
    description:
      "A spare box room turned into a tatami guest room that also works as a quiet reading corner. A raised platform hides storage for futons, and paper-screen doors filter light from the window. Breathable rush mats were chosen to cope with Hong Kong's damp spring weather.",
    styles: ["Japanese"],
    budgetMin: 72_000,
    budgetMax: 110_000,
    isFeatured: false,
    ageDays: 133,
    images: [{ room: "bedroom", variant: 73 }],
  },
  {
    designerKey: "hana-tsang",
    title: "Three-person public housing flat in Wong Tai Sin",
    description:
      "A standard 430 sq ft public rental flat reorganised for a mother, her teenage son and his grandmother. A bunk bed with built-in desk frees floor space, and light birch furniture brightens the small rooms. The kitchen gained ceiling-height shelving and a fold-down worktop.",
    styles: ["Minimalist", "Scandinavian"],
    budgetMin: 150_000,
    budgetMax: 210_000,
    isFeatured: false,
    ageDays: 48,
    images: [
      { room: "living", variant: 74 },
      { room: "bedroom", variant: 75 },
      { room: "kitchen", variant: 76 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Tai Po Kau riverside home with a cedar soaking tub",
    description:
      "A garden flat beside the stream at Tai Po Kau, designed around slow mornings. The bathroom has a deep cedar soaking tub facing a small moss garden, while the living room opens onto a timber deck. Every timber surface is oiled to resist the humidity of the valley.",
    styles: ["Japanese", "Minimalist"],
    budgetMin: 880_000,
    budgetMax: 1_100_000,
    isFeatured: false,
    ageDays: 176,
    images: [
      { room: "living", variant: 77 },
      { room: "bathroom", variant: 78 },
      { room: "bedroom", variant: 79 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Ma On Shan flat with sliding shoji partitions",
    description:
      "Translucent shoji-style partitions let this 650 sq ft flat change from one open room by day into separate bedroom and study at night. Low furniture keeps the sea view to Tolo Harbour visible from everywhere. Hidden drawers under a raised floor hold a year's worth of storage.",
    styles: ["Japanese", "Minimalist"],
    budgetMin: 470_000,
    budgetMax: 600_000,
    isFeatured: true,
    ageDays: 9,
    images: [
      { room: "living", variant: 80 },
      { room: "bedroom", variant: 81 },
      { room: "study", variant: 82 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Scandinavian nursery in Fo Tan",
    description:
      "A small bedroom prepared for a newborn with soft sage walls, a solid beech cot and low open shelves the child can reach later. Blackout blinds and a quiet dehumidifier make naps easier. All paints and finishes are low-VOC and child-safe.",
    styles: ["Scandinavian"],
    budgetMin: 65_000,
    budgetMax: 95_000,
    isFeatured: false,
    ageDays: 239,
    images: [{ room: "bedroom", variant: 83 }],
  },
  {
    designerKey: "hana-tsang",
    title: "Clearwater Bay house with a tea room",
    description:
      "A hillside house whose heart is a small tea room with a tokonoma alcove and a view over the bay. Elsewhere, dark-stained timber, paper lanterns and lattice doors echo older Japanese and Chinese houses. Underfloor ventilation and sealed timber protect the house from humidity.",
    styles: ["Japanese", "Traditional", "Minimalist"],
    budgetMin: 2_400_000,
    budgetMax: 2_900_000,
    isFeatured: false,
    ageDays: 301,
    images: [
      { room: "living", variant: 84 },
      { room: "dining", variant: 85 },
      { room: "kitchen", variant: 86 },
      { room: "bedroom", variant: 87 },
      { room: "bathroom", variant: 88 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Diamond Hill two-bedroom for a retired couple",
    description:
      "A calm, step-free home for a couple planning to age in place. The bathroom has a level-access shower, grab rails and a teak bench, and every door is wide enough for a walker. Soft indirect lighting and uncluttered rooms make the flat easy to live in.",
    styles: ["Minimalist", "Japanese"],
    budgetMin: 330_000,
    budgetMax: 430_000,
    isFeatured: false,
    ageDays: 112,
    images: [
      { room: "living", variant: 89 },
      { room: "bathroom", variant: 90 },
      { room: "bedroom", variant: 91 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Ramen bar in Sai Kung town",
    description:
      "A 14-seat ramen counter near the Sai Kung waterfront with a U-shaped hinoki bar around an open kitchen. Noren curtains and woven bamboo ceilings hide the ventilation. Durable, easily cleaned surfaces keep up with a busy kitchen and steamy summer evenings.",
    styles: ["Japanese", "Minimalist"],
    budgetMin: 650_000,
    budgetMax: 820_000,
    isFeatured: false,
    ageDays: 256,
    images: [
      { room: "dining", variant: 92 },
      { room: "kitchen", variant: 93 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Tai Wai flat with a light-oak kitchen",
    description:
      "A cramped U-shaped kitchen opened up to the dining area with a light-oak breakfast bar. Open shelves hold everyday crockery, and a tall pantry cabinet swallows the rice cooker and appliances. White hexagonal tiles and a linen blind keep the room bright.",
    styles: ["Scandinavian", "Minimalist"],
    budgetMin: 210_000,
    budgetMax: 290_000,
    isFeatured: false,
    ageDays: 77,
    images: [
      { room: "kitchen", variant: 94 },
      { room: "dining", variant: 95 },
    ],
  },
  {
    designerKey: "hana-tsang",
    title: "Sai Kung hillside villa with a zen courtyard",
    description:
      "A 3,200 sq ft villa off Hiram's Highway arranged around a gravel courtyard with a single maple. Pale oak, washi lamps and wool rugs bring Japanese calm and Nordic comfort together. A study and guest suite look into the courtyard, away from the road.",
    styles: ["Japanese", "Minimalist", "Scandinavian"],
    budgetMin: 2_820_000,
    budgetMax: 3_300_000,
    isFeatured: false,
    ageDays: 366,
    images: [
      { room: "living", variant: 96 },
      { room: "dining", variant: 97 },
      { room: "bedroom", variant: 98 },
      { room: "bathroom", variant: 99 },
      { room: "study", variant: 100 },
    ],
  },
];
