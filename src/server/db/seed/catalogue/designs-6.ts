import type { DemoDesign } from "./types.ts";

/** Jason Ho's portfolio: automated homes and hard-wearing venues. Image variants 164–193. */
export const DESIGNS_JASON_HO: readonly DemoDesign[] = [
  {
    designerKey: "jason-ho",
    title: "Fully automated Sai Wan Ho flat for a tech founder",
    description:
      "A 900 sq ft harbour-view flat where lighting, curtains, air conditioning and security all run on one local network with no cloud dependency. Hidden sensors adjust scenes as the owner moves between rooms. Smoked oak, charcoal stone and brushed steel keep the interiors sleek.",
    styles: ["Smart", "Contemporary"],
    budgetMin: 1_000_000,
    budgetMax: 1_280_000,
    isFeatured: true,
    ageDays: 7,
    images: [
      { room: "living", variant: 164 },
      { room: "study", variant: 165 },
      { room: "bedroom", variant: 166 },
      { room: "kitchen", variant: 167 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "LOHAS Park two-bedroom with app-controlled lighting",
    description:
      "A new flat in Tseung Kwan O fitted out for a young couple before they moved in. Tunable lighting shifts from cool daylight for work to warm tones in the evening, all from their phones. Built-in wardrobes with mirrored doors make the small second bedroom feel larger.",
    styles: ["Smart"],
    budgetMin: 340_000,
    budgetMax: 450_000,
    isFeatured: false,
    ageDays: 52,
    images: [
      { room: "living", variant: 168 },
      { room: "bedroom", variant: 169 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "Causeway Bay cocktail bar in brass and brick",
    description:
      "A 1,800 sq ft cocktail bar on the 18th floor of a Causeway Bay commercial tower. Reclaimed brick, brass bar tops and deep green leather booths give it an old-world feel. Behind the scenes, DMX lighting and an automated ventilation system manage busy nights.",
    styles: ["Industrial", "Contemporary"],
    budgetMin: 2_200_000,
    budgetMax: 2_650_000,
    isFeatured: false,
    ageDays: 271,
    images: [
      { room: "dining", variant: 170 },
      { room: "kitchen", variant: 171 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "Shau Kei Wan flat with a wall of modular storage",
    description:
      "A family of three in 500 sq ft needed storage above all else. A floor-to-ceiling modular wall now holds books, toys, a TV and a pull-out desk, with smart lighting inside every cabinet. The rest of the flat stays clear, with soft grey surfaces and a single bold rug.",
    styles: ["Contemporary", "Smart"],
    budgetMin: 280_000,
    budgetMax: 370_000,
    isFeatured: false,
    ageDays: 101,
    images: [
      { room: "living", variant: 172 },
      { room: "bedroom", variant: 173 },
      { room: "study", variant: 174 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "Tseung Kwan O games room and home cinema",
    description:
      "The second bedroom of a flat in Tseung Kwan O became a games room and cinema for a family of gamers. Acoustic panels, a projector with automated screen and bias lighting turn it into a small theatre. Exposed cable trays and concrete-effect paint give the room an edge.",
    styles: ["Smart", "Industrial"],
    budgetMin: 250_000,
    budgetMax: 330_000,
    isFeatured: false,
    ageDays: 137,
    images: [{ room: "living", variant: 175 }],
  },
  {
    designerKey: "jason-ho",
    title: "Co-working space in Ngau Tau Kok",
    description:
      "A 6,000 sq ft co-working floor in a converted industrial building with hot desks, phone booths and a café counter. Members book rooms and open doors from an app, and the lighting dims automatically after hours. Polished concrete and exposed ducting keep costs down.",
    styles: ["Industrial", "Smart"],
    budgetMin: 1_850_000,
    budgetMax: 2_200_000,
    isFeatured: false,
    ageDays: 296,
    images: [
      { room: "study", variant: 176 },
      { room: "dining", variant: 177 },
      { room: "living", variant: 178 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "Siu Sai Wan sea-view flat for a multigenerational family",
    description:
      "A 780 sq ft flat shared by grandparents, parents and a teenager, with views over the sea towards Tung Lung Chau. Voice control helps the grandparents with lights and air conditioning, and a pocket door gives them a private suite. Warm neutrals and rounded edges make it feel welcoming.",
    styles: ["Contemporary", "Smart"],
    budgetMin: 490_000,
    budgetMax: 640_000,
    isFeatured: false,
    ageDays: 85,
    images: [
      { room: "living", variant: 179 },
      { room: "dining", variant: 180 },
      { room: "bedroom", variant: 181 },
      { room: "bathroom", variant: 182 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "Sha Tin warehouse turned photography studio and loft",
    description:
      "A photographer's studio in a Fo Tan industrial building with a small sleeping loft above the darkroom. White cyclorama walls, black steel stairs and rolling garment rails fill the main space. The client preferred not to publish the budget for this project.",
    styles: ["Industrial"],
    budgetMin: null,
    budgetMax: null,
    isFeatured: false,
    ageDays: 354,
    images: [
      { room: "living", variant: 183 },
      { room: "study", variant: 184 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "Wan Chai bachelor pad with keyless entry",
    description:
      "A 520 sq ft one-bedroom near Star Street for a pilot who is away half the month. Keyless entry, remote cameras and a leak sensor give him peace of mind while he travels. Dark walnut, charcoal walls and a bar cart make it feel like a boutique hotel room.",
    styles: ["Smart", "Contemporary"],
    budgetMin: 700_000,
    budgetMax: 880_000,
    isFeatured: false,
    ageDays: 170,
    images: [
      { room: "living", variant: 185 },
      { room: "bedroom", variant: 186 },
      { room: "bathroom", variant: 187 },
    ],
  },
  {
    designerKey: "jason-ho",
    title: "Chai Wan flat built around an aquarium wall",
    description:
      "A long-time fishkeeper wanted his reef tank to be the centrepiece of a 460 sq ft flat. The aquarium is built into a partition between living room and bedroom, with a service cabinet, drainage and a controller for lights and temperature. The finishes stay quiet around it.",
    styles: ["Contemporary"],
    budgetMin: 270_000,
    budgetMax: 350_000,
    isFeatured: false,
    ageDays: 24,
    images: [{ room: "living", variant: 188 }],
  },
  {
    designerKey: "jason-ho",
    title: "Silverstrand house with a smart kitchen and gallery staircase",
    description:
      "A 3,400 sq ft house above Silverstrand Beach combining everything the studio does. A sculptural steel staircase doubles as a gallery, the kitchen runs on connected appliances, and the whole house is automated. Concrete, oak and soft contemporary furniture balance each other.",
    styles: ["Smart", "Contemporary", "Industrial", "Modern"],
    budgetMin: 3_100_000,
    budgetMax: 3_900_000,
    isFeatured: false,
    ageDays: 378,
    images: [
      { room: "living", variant: 189 },
      { room: "kitchen", variant: 190 },
      { room: "dining", variant: 191 },
      { room: "bedroom", variant: 192 },
      { room: "bathroom", variant: 193 },
    ],
  },
];
