import type { Design } from "#shared/designs/design.ts";
import { designSchema } from "#shared/designs/responses.ts";

const DESCRIPTION = "Timber and light for a family of four.";

/** A design as the API answers it: an English one by a vetted designer, no photos, unless `fields` say otherwise. */
export function testDesign(fields: Partial<Design> & { title: string }): Design {
  return designSchema.parse({
    id: "7a0c3d1e-2b4f-4c8a-9e6d-0f1e2d3c4b5a",
    description: DESCRIPTION,
    lang: "en",
    isFallback: false,
    texts: { en: { title: fields.title, description: DESCRIPTION }, "zh-HK": null },
    style: ["Modern"],
    budget: null,
    budgetMin: null,
    budgetMax: null,
    isFeatured: false,
    designer: {
      id: "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
      name: "Chloe Wong",
      isVetted: true,
      rating: { average: null, count: 0 },
    },
    images: [],
    createdAt: "2026-11-01T00:00:00.000Z",
    ...fields,
  });
}
