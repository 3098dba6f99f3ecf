import type { DemoDesign } from "./types.ts";

/** Marcus Leung's portfolio: industrial Kowloon homes and workplaces. Image variants 35–67. */
export const DESIGNS_MARCUS_LEUNG: readonly DemoDesign[] = [
  {
    designerKey: "marcus-leung",
    title: "Compact 420 sq ft flat in Sham Shui Po",
    description:
      "A first home for a young graphic designer in a 1970s block off Cheung Sha Wan Road. We stripped the false ceilings, kept the concrete beams and added black steel shelving that doubles as a room divider. A space-saving kitchen with a two-burner induction hob fits along a single wall.",
    styles: ["Industrial", "Modern"],
    budgetMin: 320_000,
    budgetMax: 410_000,
    isFeatured: false,
    ageDays: 3,
    images: [
      { room: "living", variant: 35 },
      { room: "bedroom", variant: 36 },
      { room: "kitchen", variant: 37 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Converted Kwun Tong loft with exposed ceilings",
    description:
      "A former garment workshop unit converted into a 1,400 sq ft live-work loft. Original concrete columns and exposed ducting stay on show, balanced by reclaimed teak floors and a glass-box bedroom. Industrial ceiling fans and new window seals tame the heat and humidity.",
    styles: ["Industrial"],
    budgetMin: 920_000,
    budgetMax: 1_150_000,
    isFeatured: true,
    ageDays: 64,
    images: [
      { room: "living", variant: 38 },
      { room: "kitchen", variant: 39 },
      { room: "bedroom", variant: 40 },
      { room: "bathroom", variant: 41 },
      { room: "dining", variant: 42 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Mong Kok tong lau walk-up with steel-framed storage",
    description:
      "This third-floor tong lau flat had high ceilings but almost no storage. We added a steel-framed mezzanine with wardrobes above the entrance and rewired the whole flat to current standards. Restored mosaic floor tiles sit alongside new polished cement walls.",
    styles: ["Industrial", "Modern"],
    budgetMin: 450_000,
    budgetMax: 580_000,
    isFeatured: false,
    ageDays: 118,
    images: [
      { room: "living", variant: 43 },
      { room: "bedroom", variant: 44 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Smart-lit one-bedroom in Tsuen Wan West",
    description:
      "A 450 sq ft new-build flat fitted with scene-based lighting, motorised curtains and app-controlled air conditioning. Grey oak veneer and matte black fittings keep the look crisp. Slim overhead cabinets in the kitchen add storage without crowding the narrow corridor.",
    styles: ["Smart", "Modern"],
    budgetMin: 360_000,
    budgetMax: 470_000,
    isFeatured: false,
    ageDays: 41,
    images: [
      { room: "living", variant: 45 },
      { room: "bedroom", variant: 46 },
      { room: "kitchen", variant: 47 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Creative agency office in a Kwun Tong industrial building",
    description:
      "A 3,000 sq ft office for a 25-person creative agency, with open desks, two glass meeting rooms and a pantry that doubles as an event space. Sensors adjust lighting and air conditioning to occupancy. Plywood, mesh and exposed trunking keep the fit-out honest and easy to adapt.",
    styles: ["Industrial", "Smart"],
    budgetMin: 1_520_000,
    budgetMax: 1_800_000,
    isFeatured: false,
    ageDays: 265,
    images: [
      { room: "study", variant: 48 },
      { room: "dining", variant: 49 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Specialty café on Tai Nan Street",
    description:
      "A narrow ground-floor shop in Sham Shui Po turned into a 20-seat specialty coffee bar. The espresso counter is clad in blackened steel, and salvaged factory lamps hang over a long communal table. A pale terrazzo floor stands up to heavy foot traffic.",
    styles: ["Industrial"],
    budgetMin: 820_000,
    budgetMax: 1_000_000,
    isFeatured: false,
    ageDays: 150,
    images: [{ room: "dining", variant: 50 }],
  },
  {
    designerKey: "marcus-leung",
    title: "Kai Tak new-build with a voice-controlled kitchen",
    description:
      "A two-bedroom flat in Kai Tak where the kitchen is the centre of family life. Voice control runs the lighting, extractor and oven, and an induction island seats four. Fluted oak panels and a dark quartz worktop keep the open plan warm rather than clinical.",
    styles: ["Smart", "Modern"],
    budgetMin: 580_000,
    budgetMax: 720_000,
    isFeatured: false,
    ageDays: 19,
    images: [
      { room: "kitchen", variant: 51 },
      { room: "living", variant: 52 },
      { room: "dining", variant: 53 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Tsim Sha Tsui serviced apartment refit",
    description:
      "Twelve identical serviced apartments near Granville Road refitted for longer stays. Each 380 sq ft unit got a compact kitchenette, a proper work desk and hard-wearing vinyl plank floors. Exposed brick-effect tiles and metal fittings give the rooms character that lasts.",
    styles: ["Modern", "Industrial"],
    budgetMin: 680_000,
    budgetMax: 850_000,
    isFeatured: false,
    ageDays: 202,
    images: [
      { room: "living", variant: 54 },
      { room: "bedroom", variant: 55 },
      { room: "bathroom", variant: 56 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Ho Man Tin penthouse in concrete and walnut",
    description:
      "A 2,100 sq ft penthouse with a roof terrace overlooking Kowloon. Board-marked concrete walls and a cantilevered steel staircase meet deep walnut joinery and leather seating. The roof terrace has an outdoor kitchen with weatherproof cabinets built for typhoon season.",
    styles: ["Industrial", "Modern"],
    budgetMin: 2_150_000,
    budgetMax: 2_600_000,
    isFeatured: false,
    ageDays: 287,
    images: [
      { room: "living", variant: 57 },
      { room: "dining", variant: 58 },
      { room: "kitchen", variant: 59 },
      { room: "bedroom", variant: 60 },
      { room: "bathroom", variant: 61 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Kowloon Tong house with a basement workshop",
    description:
      "A detached house remodelled for a family who love making things, with a ventilated basement workshop for woodwork and bike repairs. Smart locks, cameras and whole-house lighting scenes run from one panel. Upstairs, steel-framed glazing brings light deep into the plan.",
    styles: ["Industrial", "Smart"],
    budgetMin: 2_600_000,
    budgetMax: 3_200_000,
    isFeatured: false,
    ageDays: 345,
    images: [
      { room: "living", variant: 62 },
      { room: "study", variant: 63 },
      { room: "kitchen", variant: 64 },
      { room: "bedroom", variant: 65 },
    ],
  },
  {
    designerKey: "marcus-leung",
    title: "Prince Edward flat for a music teacher",
    description:
      "A piano teacher needed to give lessons at home without upsetting the neighbours. We built a soundproofed teaching room with a floating floor and perforated timber acoustic panels. The rest of the 560 sq ft flat mixes exposed conduit with warm, simple plywood furniture.",
    styles: ["Industrial", "Modern"],
    budgetMin: 310_000,
    budgetMax: 400_000,
    isFeatured: false,
    ageDays: 88,
    images: [
      { room: "study", variant: 66 },
      { room: "living", variant: 67 },
    ],
  },
];
